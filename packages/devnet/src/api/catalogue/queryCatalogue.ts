import type { GetWalletsResponse } from '@kit/blockchain-api'
import type { Catalogue } from './createCatalogue.js'

/** The filters and page of a `GET /getWallets` request, already checked. */
export type CatalogueQuery = {
  /** 1-based. */
  page: number
  entries: number
  search: string | undefined
  badgeType: 'certified' | 'none' | undefined
  include: readonly string[] | undefined
  exclude: readonly string[] | undefined
  chains: readonly string[] | undefined
}

/**
 * One page of `GET /getWallets`: filtered by name substring (case-insensitive), badge, ids to
 * include or exclude and chains (at least one in common), in `order`; `count` is the total match.
 */
export function queryCatalogue(catalogue: Catalogue, query: CatalogueQuery): GetWalletsResponse {
  const search = query.search?.toLowerCase()
  const include = query.include ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains ? new Set(query.chains) : undefined
  const matches = catalogue.wallets.filter(
    (wallet) =>
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badgeType || wallet.badge_type === query.badgeType) &&
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))),
  )
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries) }
}
