import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { loadWalletConnectActions } from '../walletConnect/loadWalletConnectActions.js'
import { walletConnectConnectorId } from '../walletConnect/walletConnectConnector.js'
import { applyAccount } from './applyAccount.js'
import { persistConnection } from './persistConnection.js'

export type ReconnectStoredParameters = {
  /** The namespaces to restore, each with a stored connector id. */
  namespaces: readonly ChainNamespace[]
  connectorIds: Partial<Record<ChainNamespace, string>>
}

/**
 * The second half of `restoreConnection`: reconnects each stored connector silently (one
 * WalletConnect session for every namespace it had), then stores the outcome and marks the
 * instance initialized.
 */
export async function reconnectStored(
  kit: Kit,
  { namespaces, connectorIds }: ReconnectStoredParameters,
): Promise<void> {
  const { stores } = kit
  // A WalletConnect session carries every namespace it connected: restored once for all of them.
  const paired = namespaces.filter((ns) => connectorIds[ns] === walletConnectConnectorId)
  const restored = await Promise.all([
    ...(paired.length > 0 ? [restorePairing(kit, paired)] : []),
    ...namespaces.map(async (namespace) => {
      const connectorId = connectorIds[namespace]
      if (connectorId === walletConnectConnectorId) return false
      const adapter = kit.adapters[namespace]
      const account = stores.chains.namespaces[namespace]?.account
      if (!account) return false
      if (!connectorId || !adapter?.reconnect) {
        account.status = 'disconnected'
        return false
      }
      try {
        const network = stores.chains.namespaces[namespace]?.network.caipNetwork
        const result = await adapter.reconnect({ connectorId, network })
        if (result) {
          applyAccount(kit, { namespace, connectorId, result })
          return true
        }
        kit.warn(`The wallet no longer grants ${namespace} access`)
      } catch (error) {
        kit.warn(`Could not restore the ${namespace} connection`, error)
      }
      account.status = 'disconnected'
      return false
    }),
  ])
  if (!restored.includes(true)) stores.connection.status = 'disconnected'
  persistConnection(kit)
  stores.connection.initialized = true
}

/** Restores the stored WalletConnect session for the namespaces it had connected. */
async function restorePairing(kit: Kit, namespaces: readonly ChainNamespace[]): Promise<boolean> {
  const accounts = namespaces.flatMap((ns) => kit.stores.chains.namespaces[ns]?.account ?? [])
  try {
    const { applyWalletConnectResults, restoreWalletConnect } = await loadWalletConnectActions()
    const results = await restoreWalletConnect(kit)
    if (results) {
      applyWalletConnectResults(kit, results)
      for (const account of accounts) if (!account.address) account.status = 'disconnected'
      return true
    }
    kit.warn('The wallet no longer grants access')
  } catch (error) {
    kit.warn('Could not restore the WalletConnect connection', error)
  }
  for (const account of accounts) account.status = 'disconnected'
  return false
}
