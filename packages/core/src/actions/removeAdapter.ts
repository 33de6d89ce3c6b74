import { ref } from 'valtio/vanilla'
import { InvalidOptionsError } from '../errors/network.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { activateFirstRemaining } from '../utils/activateFirstRemaining.js'
import { getPairingNamespaces } from '../walletConnect/getPairingNamespaces.js'
import {
  createWalletConnectConnector,
  walletConnectConnectorId,
} from '../walletConnect/walletConnectConnector.js'
import { clearAccount } from './clearAccount.js'
import { persistConnection } from './persistConnection.js'

export type RemoveAdapterParameters = { namespace: ChainNamespace }

/**
 * Removes a namespace's adapter with its networks (AppKit's `ChainController.removeAdapter`): its
 * wallet is disconnected (a failure is only warned), its connectors leave the wallet list and it
 * is no longer heard. When it was the active namespace, the first remaining one becomes active
 * (SPEC §4). The app's only namespace cannot be removed (`InvalidOptionsError`); a namespace
 * without an adapter is left alone. Resolves whether an adapter was removed.
 */
export async function removeAdapter(
  kit: Kit,
  { namespace }: RemoveAdapterParameters,
): Promise<boolean> {
  const adapter = kit.adapters[namespace]
  if (!adapter) return false
  const remaining = kit.options.networks.filter((n) => n.chainNamespace !== namespace)
  if (remaining.length === 0)
    throw new InvalidOptionsError('No networks configured', {
      details: `The app has no network outside ${namespace}; it needs at least one.`,
    })
  const connectorId = kit.stores.chains.namespaces[namespace]?.account.connectorId
  if (connectorId && connectorId !== walletConnectConnectorId)
    await adapter
      .disconnect({ connectorId })
      .catch((error: unknown) => kit.warn('The removed adapter failed to disconnect', error))
  clearAccount(kit, { namespace })
  delete kit.adapters[namespace]
  const teardown = kit.runtime.adapterTeardowns[namespace]
  delete kit.runtime.adapterTeardowns[namespace]
  teardown?.()
  const { connectors, chains } = kit.stores
  delete connectors.byNamespace[namespace]
  kit.options.networks = remaining
  kit.options.namespaces = kit.options.namespaces.filter((ns) => ns !== namespace)
  delete chains.namespaces[namespace]
  if (connectors.walletConnect?.chain === namespace) {
    const next = getPairingNamespaces(kit)[0]
    connectors.walletConnect = next ? ref(createWalletConnectConnector(next)) : undefined
  }
  activateFirstRemaining(kit)
  persistConnection(kit)
  return true
}
