import type { Kit } from '../types/kit.js'
import { buildWalletSections, type WalletSection } from '../utils/buildWalletSections.js'
import { orderWalletSections } from '../utils/walletListSections.js'
import { getConnectors } from './getConnectors.js'
import { getState } from './state.js'

/**
 * The Connect view's wallet sections for the current connectors, catalogue and recent list, in the
 * app's `features.connectorTypeOrder`; none with `enableWallets: false`.
 */
export function getWalletSections(kit: Kit): WalletSection[] {
  if (kit.options.input.enableWallets === false) return []
  const recent = getState(kit, 'wallets').recent
  const connectors = getConnectors(kit)
  const pairingIds = new Set(connectors.filter((c) => c.type === 'WALLET_CONNECT').map((c) => c.id))
  const connectedViaWalletConnect = Object.values(kit.stores.chains.namespaces).some(
    (chain) =>
      chain?.account.connectorId !== undefined && pairingIds.has(chain.account.connectorId),
  )
  // Catalogue lists are stored unproxied, so the live arrays are already stable values.
  const { featured, recommended } = kit.stores.wallets
  return buildWalletSections({
    connectors,
    recent,
    featured,
    custom: kit.options.customWallets,
    recommended,
    walletConnectEnabled: kit.options.enableWalletConnect,
    connectedViaWalletConnect,
    order: orderWalletSections(kit.options.features.connectorTypeOrder),
  })
}
