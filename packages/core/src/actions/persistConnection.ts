import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getConnectedNamespaces } from '../utils/getChain.js'
import { persistedKeys } from '../utils/persistedKeys.js'

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
    storage.write(persistedKeys.connectionStatus, 'disconnected')
    storage.remove(persistedKeys.connectedNamespaces)
    storage.remove(persistedKeys.connectorIds)
  } else {
    storage.write(persistedKeys.connectionStatus, 'connected')
    storage.write(persistedKeys.connectedNamespaces, connected)
    storage.write(persistedKeys.connectorIds, connectorIds)
  }
  const active = kit.stores.chains.activeNamespace
  if (active) storage.write(persistedKeys.activeNamespace, active)
  const network = active ? kit.stores.chains.namespaces[active]?.network : undefined
  if (network?.caipNetwork && !network.unsupported)
    storage.write(persistedKeys.lastChainId, network.caipNetwork.caipNetworkId)
}
