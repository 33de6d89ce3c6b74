import type { WalletContext } from '../WalletContext.js'

/** Wallet-side disconnect: the page loses the account and is told with `accountsChanged([])`. */
export function revokePermission({ state, emitter }: WalletContext): void {
  if (!state.get().connected) return
  state.update({ connected: false })
  emitter.emit('accountsChanged', [])
}
