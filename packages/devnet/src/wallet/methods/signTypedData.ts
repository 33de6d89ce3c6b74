import type { Hex, TypedDataDefinition } from 'viem'
import { InvalidProviderParamsError } from '../../errors/provider.js'
import { assertAccount } from '../actions/assertAccount.js'
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

function parseTypedData(raw: unknown): TypedDataDefinition {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw new InvalidProviderParamsError('Typed data is not valid JSON.')
    }
  }
  if (typeof value !== 'object' || value === null) {
    throw new InvalidProviderParamsError('Expected typed data as the second parameter.')
  }
  const { types, primaryType, message } = value as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string') {
    throw new InvalidProviderParamsError('Typed data needs "types" and "primaryType".')
  }
  if (typeof message !== 'object' || message === null) {
    throw new InvalidProviderParamsError('Typed data needs a "message" object.')
  }
  return value as TypedDataDefinition
}

function readChainId(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(value)) return Number(value)
  throw new InvalidProviderParamsError('Typed data domain.chainId is invalid.')
}
