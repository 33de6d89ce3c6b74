import type { Hex } from 'viem'
import { InvalidProviderParamsError } from '../../errors/provider.js'
import { assertAccount } from '../actions/assertAccount.js'
import { parseTypedData } from '../parseTypedData.js'
import type { WalletContext } from '../WalletContext.js'

/** `eth_signTypedData_v4` with params `[address, typedData]` (JSON text or object). */
export async function signTypedData(
  context: WalletContext,
  params: readonly unknown[],
): Promise<Hex> {
  const [address, raw] = params
  assertAccount(context, address)
  const typedData = parseTypedData(raw)
  const domainChainId = readChainId(typedData.domain?.chainId)
  const { chainId } = context.state.get()
  // Real wallets refuse a signature meant for another chain: it could be replayed there.
  if (domainChainId !== undefined && domainChainId !== chainId) {
    throw new InvalidProviderParamsError(
      `Provided chainId "${domainChainId}" must match the active chainId "${chainId}".`,
    )
  }
  const domainName =
    typeof typedData.domain?.name === 'string' ? typedData.domain.name : 'unknown app'
  await context.approvals.ask({
    method: 'eth_signTypedData_v4',
    summary: `Sign typed data: ${String(typedData.primaryType)} for ${domainName}`,
  })
  try {
    return await context.account.signTypedData(typedData)
  } catch (cause) {
    const message = cause instanceof Error ? cause.message.split('\n')[0] : 'Invalid typed data.'
    throw new InvalidProviderParamsError(message ?? 'Invalid typed data.')
  }
}

function readChainId(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(value)) return Number(value)
  throw new InvalidProviderParamsError('Typed data domain.chainId is invalid.')
}
