import type { CatalogueWallet } from '@kit/blockchain-api'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { buildWalletSections, type WalletSection } from '../utils/buildWalletSections.js'
import { groupMultiChainConnectors } from '../utils/groupMultiChainConnectors.js'
import { orderWalletSections } from '../utils/walletListSections.js'
import { getPairingNamespaces } from '../walletConnect/getPairingNamespaces.js'
import { getConnectors } from './getConnectors.js'
import { getState } from './state.js'

export type GetWalletSectionsParameters = {
  /** Only this namespace's wallets (after SwitchActiveChain); every namespace's by default. */
  namespace?: ChainNamespace | undefined
}

/**
 * The Connect view's wallet sections for the current connectors of every adapter, catalogue and
 * recent list, in the app's `features.connectorTypeOrder`; none with `enableWallets: false`. A
 * wallet several namespaces report is one entry (`groupMultiChainConnectors`); the WalletConnect
 * row is there once.
 */
export function getWalletSections(
  kit: Kit,
  { namespace }: GetWalletSectionsParameters = {},
): WalletSection[] {
  if (kit.options.input.enableWallets === false) return []
  const recent = getState(kit, 'wallets').recent
  const pairs = namespace === undefined || getPairingNamespaces(kit).includes(namespace)
  const connectors = namespace
    ? getConnectors(kit).filter((c) =>
        c.type === 'WALLET_CONNECT' ? pairs : c.chain === namespace,
      )
    : groupMultiChainConnectors(getConnectors(kit))
  const serves = (wallet: CatalogueWallet) =>
    !namespace ||
    wallet.chains.length === 0 ||
    wallet.chains.some((id) => id.startsWith(`${namespace}:`))
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
    featured: namespace ? featured.filter(serves) : featured,
    custom: kit.options.customWallets,
    recommended: namespace ? recommended.filter(serves) : recommended,
    walletConnectEnabled: kit.options.enableWalletConnect,
    connectedViaWalletConnect,
    order: orderWalletSections(kit.options.features.connectorTypeOrder),
  })
}
