import type { WalletContext } from '../WalletContext.js'

/** Lets the page see the account and tells it so. */
export function grantPermission({ state, emitter, account }: WalletContext): void {
  if (state.get().connected) return
  state.update({ connected: true })
  emitter.emit('accountsChanged', [account.address])
}
