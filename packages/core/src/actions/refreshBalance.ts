import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'

export type RefreshBalanceParameters = { namespace: ChainNamespace }

/**
 * Fetches the namespace's balance again. The fetching code loads with the other start-up code
 * needed only sometimes: no page needs it before a wallet is connected.
 */
export function refreshBalance(kit: Kit, { namespace }: RefreshBalanceParameters): void {
  import('./lazyKitActions.js').then(
    ({ fetchBalance }) => fetchBalance(kit, { namespace }),
    (error: unknown) => kit.warn('Could not load the balance code', error),
  )
}
