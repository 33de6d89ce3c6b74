import { applyAccount } from '../actions/applyAccount.js'
import type { ConnectResult } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectResults } from './startWalletConnectSession.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

/**
 * Records every namespace a session connected. The active namespace stays active when the session
 * carries it; otherwise the first namespace connected becomes active. Returns that one's result.
 */
export function applyWalletConnectResults(
  kit: Kit,
  results: WalletConnectResults,
): { namespace: ChainNamespace; result: ConnectResult } {
  const entries = Object.entries(results) as [ChainNamespace, ConnectResult][]
  const active = kit.stores.chains.activeNamespace
  const chosen = entries.find(([namespace]) => namespace === active) ?? entries[0]
  if (!chosen) throw new TypeError('A WalletConnect session connected no namespace')
  // applyAccount makes its namespace active: the chosen one goes last.
  for (const [namespace, result] of entries)
    if (namespace !== chosen[0])
      applyAccount(kit, { namespace, connectorId: walletConnectConnectorId, result })
  applyAccount(kit, {
    namespace: chosen[0],
    connectorId: walletConnectConnectorId,
    result: chosen[1],
  })
  return { namespace: chosen[0], result: chosen[1] }
}
