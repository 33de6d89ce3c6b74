import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { isNamespace, readStored, storedRecords } from '../utils/persistedKeys.js'
import { loadWalletConnectActions } from '../walletConnect/loadWalletConnectActions.js'
import { walletConnectConnectorId } from '../walletConnect/walletConnectConnector.js'
import { applyAccount } from './applyAccount.js'
import { persistConnection } from './persistConnection.js'

/**
 * Startup (SPEC §4): a stored `connected` status gives `connecting` while each stored connector
 * reconnects silently; success gives `connected`, failure `disconnected` with a warning only.
 * A stored `disconnected` status clears the cached connector ids.
 *
 * Each key stands alone (SECURITY F14): a corrupt key is reset by itself and never takes the
 * others with it. An unreadable status with readable connector ids still restores them; unreadable
 * namespaces are taken from the connector ids; with nothing left to restore, the readable keys
 * stay as they are.
 */
export async function restoreConnection(kit: Kit): Promise<void> {
  const { storage, stores } = kit
  const status = readStored(storage, storedRecords.connectionStatus)
  const active = readStored(storage, storedRecords.activeNamespace)
  if (active && stores.chains.namespaces[active]) stores.chains.activeNamespace = active
  if (status === 'disconnected') {
    storage.remove(storedRecords.connectorIds.key)
    storage.remove(storedRecords.connectedNamespaces.key)
    stores.connection.initialized = true
    return
  }
  const connectorIds = readStored(storage, storedRecords.connectorIds) ?? {}
  const namespaces = (
    readStored(storage, storedRecords.connectedNamespaces) ??
    Object.keys(connectorIds).filter(isNamespace)
  ).filter((namespace) => connectorIds[namespace])
  if (namespaces.length === 0) {
    stores.connection.initialized = true
    return
  }
  stores.connection.status = 'connecting'
  // A WalletConnect session carries every namespace it connected: restored once for all of them.
  const paired = namespaces.filter((ns) => connectorIds[ns] === walletConnectConnectorId)
  const restored = await Promise.all([
    ...(paired.length > 0 ? [restorePairing(kit, paired)] : []),
    ...namespaces.map(async (namespace) => {
      const connectorId = connectorIds[namespace]
      if (connectorId === walletConnectConnectorId) return false
      const adapter = kit.adapters[namespace]
      const account = stores.chains.namespaces[namespace]?.account
      if (!connectorId || !adapter?.reconnect || !account) return false
      account.status = 'reconnecting'
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
  for (const account of accounts) account.status = 'reconnecting'
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
