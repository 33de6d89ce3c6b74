import type { SolanaAdapterState } from '../types/adapterState.js'
import type { Wallet } from '../types/walletStandard.js'

/** Ends every connection to `wallet` (it unregistered: the extension went away) and tells core. */
export function endWalletSessions(state: SolanaAdapterState, wallet: Wallet): void {
  for (const [connectorId, session] of [...state.sessions]) {
    if (session.wallet !== wallet) continue
    session.close()
    for (const watcher of [...session.watchers]) watcher(undefined)
    state.emit({ type: 'disconnect', connectorId })
  }
}
