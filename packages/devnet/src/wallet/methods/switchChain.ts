import { UnrecognizedChainError } from '../../errors/provider.js'
import { selectChain } from '../actions/selectChain.js'
import { parseChainIdHex } from '../parseChainIdHex.js'
import type { WalletContext } from '../WalletContext.js'

/** `wallet_switchEthereumChain`: 4902 for a chain the wallet does not know. */
export async function switchChain(
  context: WalletContext,
  params: readonly unknown[],
): Promise<null> {
  const [request] = params
  const chainIdHex = (request as { chainId?: unknown } | undefined)?.chainId
  const chainId = parseChainIdHex(chainIdHex)
  const chain = context.state.findChain(chainId)
  if (!chain) throw new UnrecognizedChainError(String(chainIdHex))
  if (context.state.get().chainId === chainId) return null
  await context.approvals.ask({
    method: 'wallet_switchEthereumChain',
    summary: `Switch to ${chain.name}`,
  })
  selectChain(context, chainId)
  return null
}
