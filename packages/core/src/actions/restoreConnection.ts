import type { Kit } from '../types/kit.js'
import { isNamespace, readStored, storedRecords } from '../utils/persistedKeys.js'

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
  for (const namespace of namespaces) {
    const account = stores.chains.namespaces[namespace]?.account
    if (account) account.status = 'reconnecting'
  }
  // Reconnecting needs code a first visit never runs: it loads only when there is something to restore.
  const { reconnectStored } = await import('./lazyKitActions.js')
  await reconnectStored(kit, { namespaces, connectorIds })
}
