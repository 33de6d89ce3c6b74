import { ref } from 'valtio/vanilla'
import { ChainNotConfiguredError } from '../errors/network.js'
import type { Kit } from '../types/kit.js'
import type { AppKitNetwork, CaipNetwork } from '../types/network.js'
import { defineNetwork } from '../utils/defineNetwork.js'
import { loadWalletConnectActions } from '../walletConnect/loadWalletConnectActions.js'
import { applyChain } from './applyChain.js'
import { persistConnection } from './persistConnection.js'
import { showAlert } from './showAlert.js'
import { trackEvent } from './trackEvent.js'

export type SwitchNetworkParameters = { network: AppKitNetwork }

/**
 * Switches the app to one of its networks, and its namespace becomes the active one. When a
 * wallet of that namespace is connected it is asked to follow first (unless that namespace was
 * not the active one and its wallet is on that network already); the state moves only once the wallet did. With none connected, the namespace becomes
 * active with no account. A network the app did not configure throws
 * 'Chain not configured.' and shows the Network Not Found alert.
 */
export async function switchNetwork(
  kit: Kit,
  { network }: SwitchNetworkParameters,
): Promise<CaipNetwork> {
  const target = kit.options.networks.find(
    (n) => n.caipNetworkId === defineNetwork(network).caipNetworkId,
  )
  if (!target) {
    showAlert(kit, { id: 'NETWORK_NOT_FOUND' })
    throw new ChainNotConfiguredError({
      details: `${network.name} (${network.id}) is not in \`networks\``,
    })
  }
  const chain = kit.stores.chains.namespaces[target.chainNamespace]
  if (!chain) throw new ChainNotConfiguredError()
  const { account, network: state } = chain
  const otherNamespace = target.chainNamespace !== kit.stores.chains.activeNamespace
  const already = !state.unsupported && state.caipNetwork?.caipNetworkId === target.caipNetworkId
  if (account.address && account.connectorId && otherNamespace && already) {
    // Another namespace's wallet is already on it: that namespace only becomes the active one.
    kit.stores.chains.activeNamespace = target.chainNamespace
    persistConnection(kit)
  } else if (account.address && account.connectorId) {
    const adapter = kit.adapters[target.chainNamespace]
    if (adapter?.switchNetwork)
      await adapter.switchNetwork({ connectorId: account.connectorId, network: target })
    // Else only a WalletConnect session of a namespace without an adapter can move; the check
    // travels with that code, off the first-paint path.
    else await (await loadWalletConnectActions()).switchSessionChain(kit, { network: target })
    kit.stores.chains.activeNamespace = target.chainNamespace
    applyChain(kit, { namespace: target.chainNamespace, chainId: target.id })
  } else {
    kit.stores.chains.activeNamespace = target.chainNamespace
    chain.network.caipNetwork = ref(target)
    chain.network.unsupported = false
    persistConnection(kit)
    kit.adapters[target.chainNamespace]?.selectNetwork?.({ network: target })
  }
  trackEvent(kit, { event: 'SWITCH_NETWORK', properties: { network: target.caipNetworkId } })
  return target
}
