import type { Kit } from '../types/kit.js'
import { buildWalletSections, type WalletSection } from '../utils/buildWalletSections.js'
import { getConnectors } from './getConnectors.js'
import { getState } from './state.js'

/** The Connect view's wallet sections for the current connectors, catalogue and recent list. */
export function getWalletSections(
  kit: Kit,
  { walletConnectEnabled = false }: { walletConnectEnabled?: boolean } = {},
): WalletSection[] {
  const recent = getState(kit, 'wallets').recent
  // Catalogue lists are stored unproxied, so the live arrays are already stable values.
  const { featured, recommended } = kit.stores.wallets
  return buildWalletSections({
    connectors: getConnectors(kit),
    recent,
    featured,
    custom: kit.options.customWallets,
    recommended,
    walletConnectEnabled: walletConnectEnabled && kit.options.enableWalletConnect,
    connectedViaWalletConnect: false,
  })
}
