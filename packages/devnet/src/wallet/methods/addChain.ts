import { InvalidProviderParamsError } from '../../errors/provider.js'
import { isHttpUrl } from '../../utils/isHttpUrl.js'
import { selectChain } from '../actions/selectChain.js'
import type { DevWalletChain } from '../DevWalletChain.js'
import { parseChainIdHex } from '../parseChainIdHex.js'
import type { WalletContext } from '../WalletContext.js'

/** `wallet_addEthereumChain` (EIP-3085): asks once, stores the chain, then switches to it. */
export async function addChain(context: WalletContext, params: readonly unknown[]): Promise<null> {
  const chain = parseAddChainParameter(params[0])
  const known = context.state.findChain(chain.chainId)
  if (known && context.state.get().chainId === chain.chainId) return null
  await context.approvals.ask({
    method: 'wallet_addEthereumChain',
    summary: known
      ? `Switch to ${known.name}`
      : `Add ${chain.name} (chain ${chain.chainId}) and switch to it`,
  })
  if (!known) context.state.update({ chains: [...context.state.get().chains, chain] })
  selectChain(context, chain.chainId)
  return null
}

function parseAddChainParameter(value: unknown): DevWalletChain {
  if (typeof value !== 'object' || value === null) {
    throw new InvalidProviderParamsError('Expected an AddEthereumChainParameter object.')
  }
  const { chainId, chainName, rpcUrls, nativeCurrency } = value as Record<string, unknown>
  if (typeof chainName !== 'string' || chainName.trim() === '' || chainName.length > 100) {
    throw new InvalidProviderParamsError('Expected a chainName of 1 to 100 characters.')
  }
  const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls.find(isHttpUrl) : undefined
  if (rpcUrl === undefined) {
    throw new InvalidProviderParamsError('Expected at least one http(s) URL in rpcUrls.')
  }
  const symbol = (nativeCurrency as { symbol?: unknown } | undefined)?.symbol
  return {
    chainId: parseChainIdHex(chainId),
    name: chainName.trim(),
    symbol: typeof symbol === 'string' && symbol.length <= 12 ? symbol : undefined,
    rpcUrl,
  }
}
