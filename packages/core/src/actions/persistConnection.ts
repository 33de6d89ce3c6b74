import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getConnectedNamespaces } from '../utils/getChain.js'
import { storedRecords, writeStored } from '../utils/persistedKeys.js'

/** Writes the connection keys of SPEC §3 from the live state, so storage always equals memory. */
export function persistConnection(kit: Kit): void {
  const connected = getConnectedNamespaces(kit)
  const connectorIds: Partial<Record<ChainNamespace, string>> = {}
  for (const namespace of connected) {
    const id = kit.stores.chains.namespaces[namespace]?.account.connectorId
    if (id) connectorIds[namespace] = id
  }
  const { storage } = kit
  if (connected.length === 0) {
    writeStored(storage, storedRecords.connectionStatus, 'disconnected')
    storage.remove(storedRecords.connectedNamespaces.key)
    storage.remove(storedRecords.connectorIds.key)
  } else {
    writeStored(storage, storedRecords.connectionStatus, 'connected')
    writeStored(storage, storedRecords.connectedNamespaces, connected)
    writeStored(storage, storedRecords.connectorIds, connectorIds)
  }
  const active = kit.stores.chains.activeNamespace
  if (active) writeStored(storage, storedRecords.activeNamespace, active)
  const network = active ? kit.stores.chains.namespaces[active]?.network : undefined
  if (network?.caipNetwork && !network.unsupported)
    writeStored(storage, storedRecords.lastChainId, network.caipNetwork.caipNetworkId)
}
