import { UnrecognizedChainError } from '../../errors/provider.js'
import { toHexChainId } from '../../utils/toHexChainId.js'
import type { WalletContext } from '../WalletContext.js'

/** Makes `chainId` the current chain without asking, and emits `chainChanged`. */
export function selectChain({ state, emitter }: WalletContext, chainId: number): void {
  if (!state.findChain(chainId)) throw new UnrecognizedChainError(toHexChainId(chainId))
  if (state.get().chainId === chainId) return
  state.update({ chainId })
  emitter.emit('chainChanged', toHexChainId(chainId))
}
