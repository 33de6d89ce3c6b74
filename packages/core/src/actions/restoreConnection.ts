import type { Kit } from '../types/kit.js'
import {
  isConnectionStatus,
  isConnectorIdMap,
  isNamespace,
  isNamespaceList,
  persistedKeys,
} from '../utils/persistedKeys.js'
import { applyAccount } from './applyAccount.js'
import { persistConnection } from './persistConnection.js'

/**
 * Startup (SPEC §4): a stored `connected` status gives `connecting` while each stored connector
 * reconnects silently; success gives `connected`, failure `disconnected` with a warning only.
 * A stored `disconnected` status clears the cached connector ids.
 */
export async function restoreConnection(kit: Kit): Promise<void> {
  const { storage, stores } = kit
  const status = storage.read(persistedKeys.connectionStatus, isConnectionStatus)
  const active = storage.read(persistedKeys.activeNamespace, isNamespace)
  if (active && stores.chains.namespaces[active]) stores.chains.activeNamespace = active
  if (status !== 'connected') {
    storage.remove(persistedKeys.connectorIds)
    storage.remove(persistedKeys.connectedNamespaces)
    stores.connection.initialized = true
    return
  }
  const namespaces = storage.read(persistedKeys.connectedNamespaces, isNamespaceList) ?? []
  const connectorIds = storage.read(persistedKeys.connectorIds, isConnectorIdMap) ?? {}
  stores.connection.status = 'connecting'
  const restored = await Promise.all(
    namespaces.map(async (namespace) => {
      const connectorId = connectorIds[namespace]
      const adapter = kit.adapters[namespace]
      const account = stores.chains.namespaces[namespace]?.account
      if (!connectorId || !adapter?.reconnect || !account) return false
      account.status = 'reconnecting'
      try {
        const network = stores.chains.namespaces[namespace]?.network.caipNetwork
        const result = await adapter.reconnect({ connectorId, network })
        if (result) {
          applyAccount(kit, namespace, connectorId, result)
          return true
        }
        kit.warn(`The wallet no longer grants ${namespace} access`)
      } catch (error) {
        kit.warn(`Could not restore the ${namespace} connection`, error)
      }
      account.status = 'disconnected'
      return false
    }),
  )
  if (!restored.includes(true)) stores.connection.status = 'disconnected'
  persistConnection(kit)
  stores.connection.initialized = true
}
