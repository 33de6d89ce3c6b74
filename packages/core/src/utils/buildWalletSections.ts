import type { CatalogueWallet } from '@kit/blockchain-api'
import type { Connector } from '../types/connector.js'
import type { CustomWallet } from '../types/options.js'
import type { RecentWallet, WalletListItem } from '../types/wallet.js'
import { toCatalogueWallet } from './toCatalogueWallet.js'
import { recommendedWalletsMax } from './walletCatalogueLimits.js'
import { type WalletListSection, walletListSectionOrder } from './walletListSections.js'

export type BuildWalletSectionsParameters = {
  connectors: readonly Connector[]
  recent: readonly RecentWallet[]
  featured: readonly CatalogueWallet[]
  custom: readonly CustomWallet[]
  recommended: readonly CatalogueWallet[]
  walletConnectEnabled: boolean
  connectedViaWalletConnect: boolean
  /** The order sections are shown in (`orderWalletSections`); the SPEC's by default. */
  order?: readonly WalletListSection[] | undefined
}

export type WalletSection = { section: WalletListSection; items: WalletListItem[] }

/**
 * The Connect view's list in the SPEC's section order: walletConnect, recent, injected,
 * featured, custom, external, recommended (at most 4), or the app's `order`. A wallet appears
 * once, in its first section of the SPEC's order (a recent wallet stays recent when recommended
 * is shown first); a recent wallet is shown only while it can still be used (its connector is
 * present).
 */
export function buildWalletSections({
  connectors,
  recent,
  featured,
  custom,
  recommended,
  walletConnectEnabled,
  connectedViaWalletConnect,
  order = walletListSectionOrder,
}: BuildWalletSectionsParameters): WalletSection[] {
  const seen = new Set<string>()
  const fresh = (keys: (string | null | undefined)[]) => {
    const ids = keys.filter((key): key is string => Boolean(key))
    if (ids.some((id) => seen.has(id))) return false
    for (const id of ids) seen.add(id)
    return true
  }
  const connectorItem = (connector: Connector): WalletListItem => ({ kind: 'connector', connector })
  // Connectors are told apart by id only: two that announce the same rdns are both shown, flagged
  // suspicious, so neither wins silently (SECURITY B11). Their rdns still hides the catalogue's
  // entry for the same wallet.
  const connectorRdns = connectors.flatMap((c) => (c.info?.rdns ? [c.info.rdns] : []))
  // A wallet of several namespaces is one entry: each of its connectors' ids is its own.
  const connectorKeys = (c: Connector) => [
    c.id,
    c.explorerId,
    ...(c.connectors ?? []).map((member) => member.id),
  ]
  const isInstalled = (wallet: CatalogueWallet) =>
    wallet.rdns !== null && connectorRdns.includes(wallet.rdns)
  const items: Record<WalletListSection, WalletListItem[]> = {
    walletConnect:
      walletConnectEnabled && !connectedViaWalletConnect
        ? connectors.filter((c) => c.type === 'WALLET_CONNECT').map(connectorItem)
        : [],
    recent: recent.flatMap((entry): WalletListItem[] => {
      const connector = connectors.find(
        (c) =>
          c.id === entry.connectorId ||
          c.connectors?.some((member) => member.id === entry.connectorId),
      )
      if (!connector) return []
      // A wallet paired over WalletConnect comes back as its catalogue row, paired again on click.
      if (connector.type === 'WALLET_CONNECT')
        return walletConnectEnabled && !connectedViaWalletConnect && fresh([entry.id])
          ? [{ kind: 'catalogue', wallet: recentPairingWallet(entry) }]
          : []
      return fresh(connectorKeys(connector)) ? [connectorItem(connector)] : []
    }),
    injected: connectors
      .filter((c) => ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'].includes(c.type))
      .filter((c) => fresh(connectorKeys(c)))
      .map(connectorItem),
    featured: featured
      .filter((w) => !isInstalled(w) && fresh([w.id]))
      .map((wallet) => ({ kind: 'catalogue', wallet })),
    custom: custom.filter((w) => fresh([w.id])).map((wallet) => ({ kind: 'custom', wallet })),
    external: connectors
      .filter((c) => c.type === 'EXTERNAL' && fresh(connectorKeys(c)))
      .map(connectorItem),
    recommended: recommended
      .filter((w) => !isInstalled(w) && fresh([w.id]))
      .slice(0, recommendedWalletsMax)
      .map((wallet) => ({ kind: 'catalogue', wallet })),
  }
  return order
    .map((section) => ({ section, items: items[section] }))
    .filter((group) => group.items.length > 0)
}

/** The catalogue entry a recent pairing stands for, rebuilt from what was stored. */
function recentPairingWallet(entry: RecentWallet): CatalogueWallet {
  return toCatalogueWallet({
    id: entry.id,
    name: entry.name,
    image_id: entry.imageId ?? null,
    image_url: entry.imageUrl ?? null,
    mobile_link: entry.mobileLink ?? null,
    desktop_link: entry.desktopLink ?? null,
    webapp_link: entry.webappLink ?? null,
  })
}
