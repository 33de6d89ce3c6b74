import { ref } from 'valtio/vanilla'
import { AdapterNotFoundError } from '../errors/adapter.js'
import { InvalidOptionsError } from '../errors/network.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { activateFirstRemaining } from '../utils/activateFirstRemaining.js'
import { applyChain } from './applyChain.js'
import { persistConnection } from './persistConnection.js'

export type RemoveNetworkParameters = { namespace: ChainNamespace; networkId: string | number }

/**
 * Removes one of the app's networks (AppKit's `removeNetwork`; an id it does not have is
 * ignored). When it was the namespace's network, the first remaining one takes its place; a
 * connected wallet stays where it is, so it is on a network the app no longer asks for (the
 * unsupported state of SPEC §4). A namespace left with no network stops being the active one:
 * the first namespace that has one becomes active. The app's last network cannot be removed
 * (`InvalidOptionsError`); a namespace the app does not have throws `AdapterNotFoundError`.
 */
export function removeNetwork(kit: Kit, { namespace, networkId }: RemoveNetworkParameters): void {
  const chain = kit.stores.chains.namespaces[namespace]
  if (!chain) throw new AdapterNotFoundError(namespace)
  const removed = chain.network.requestedCaipNetworks.find(
    (n) => String(n.id) === String(networkId),
  )
  if (!removed) return
  if (kit.options.networks.length === 1)
    throw new InvalidOptionsError('No networks configured', {
      details: 'The app needs at least one network; add another before removing this one.',
    })
  kit.options.networks = kit.options.networks.filter(
    (n) => n.caipNetworkId !== removed.caipNetworkId,
  )
  const { network, account } = chain
  network.requestedCaipNetworks = network.requestedCaipNetworks.filter(
    (n) => n.caipNetworkId !== removed.caipNetworkId,
  )
  kit.adapters[namespace]?.networksChanged?.({ networks: [...network.requestedCaipNetworks] })
  if (network.caipNetwork?.caipNetworkId === removed.caipNetworkId) {
    if (account.address) {
      // The wallet is still on it: that is now a network the app did not request.
      applyChain(kit, { namespace, chainId: removed.id })
    } else {
      const first = network.requestedCaipNetworks[0]
      network.caipNetwork = first ? ref(first) : undefined
      if (first) kit.adapters[namespace]?.selectNetwork?.({ network: first })
    }
  }
  if (!account.address && !network.caipNetwork) activateFirstRemaining(kit)
  persistConnection(kit)
}
