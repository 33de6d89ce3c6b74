import { AdapterNotFoundError } from '../errors/adapter.js'
import type { ChainState } from '../stores/createChainsStore.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'

/** The live (mutable) state of a namespace, the active one by default. */
export function getChain(kit: Kit, namespace?: ChainNamespace): ChainState | undefined {
  const ns = namespace ?? kit.stores.chains.activeNamespace
  return ns ? kit.stores.chains.namespaces[ns] : undefined
}

export function requireAdapter(kit: Kit, namespace: ChainNamespace | undefined): ChainAdapter {
  const adapter = namespace ? kit.adapters[namespace] : undefined
  if (!adapter) throw new AdapterNotFoundError(namespace)
  return adapter
}

/** Namespaces with a connected (or reconnecting) account. */
export function getConnectedNamespaces(kit: Kit): ChainNamespace[] {
  return Object.values(kit.stores.chains.namespaces)
    .filter((chain) => chain.account.address !== undefined)
    .map((chain) => chain.namespace)
}
