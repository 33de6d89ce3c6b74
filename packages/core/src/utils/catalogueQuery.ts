import type { CatalogueWallet } from '@kit/blockchain-api'
import type { ResolvedOptions } from './resolveOptions.js'

/** Catalogue ids are opaque tokens; an entry with a dot is a reverse-DNS name (`io.metamask`). */
function isRdns(entry: string): boolean {
  return entry.includes('.')
}

export type CatalogueQuery = { include?: string[]; exclude?: string[]; chains?: string[] }

/**
 * The include, exclude and chain parameters of a catalogue request. Entries that are rdns names
 * cannot be filtered by the service, so an include list with one is applied locally instead.
 */
export function catalogueQuery(options: ResolvedOptions): CatalogueQuery {
  const { includeWalletIds, excludeWalletIds, networks } = options
  const include = includeWalletIds.some(isRdns) ? [] : [...includeWalletIds]
  return {
    include: include.length > 0 ? include : undefined,
    exclude: excludeWalletIds.filter((id) => !isRdns(id)),
    chains: networks.map((network) => network.caipNetworkId),
  }
}

/** Applies the host's include and exclude lists (by id or rdns) to catalogue entries. */
export function filterCatalogueWallets(
  wallets: readonly CatalogueWallet[],
  {
    includeWalletIds,
    excludeWalletIds,
  }: Pick<ResolvedOptions, 'includeWalletIds' | 'excludeWalletIds'>,
): CatalogueWallet[] {
  const matches = (wallet: CatalogueWallet, ids: readonly string[]) =>
    ids.some((id) => id === wallet.id || (wallet.rdns !== null && id === wallet.rdns))
  return wallets.filter(
    (wallet) =>
      (includeWalletIds.length === 0 || matches(wallet, includeWalletIds)) &&
      !matches(wallet, excludeWalletIds),
  )
}
