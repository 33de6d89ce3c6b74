import { getWalletsResponse } from '../schemas/catalogue.js'
import type { GetWalletsResponse } from '../types/catalogue.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetWalletsParameters = {
  /** 1-based page number. */
  page: number
  /** Entries per page. */
  entries: number
  search?: string | undefined
  badge_type?: 'certified' | 'none' | undefined
  /** Wallet ids to keep, or to leave out. */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids; a wallet must support at least one. */
  chains?: readonly string[] | undefined
}
export type GetWalletsReturnType = GetWalletsResponse

/** `GET /getWallets`: one page of the wallet catalogue (at most 1,000 entries accepted). */
export const getWallets = jsonEndpoint(
  getWalletsResponse,
  ({ page, entries, search, badge_type, include, exclude, chains }: GetWalletsParameters) => ({
    path: ['getWallets'],
    query: {
      page,
      entries,
      search: search || undefined,
      badge_type,
      include: join(include),
      exclude: join(exclude),
      chains: join(chains),
    },
  }),
)

/** Comma-joined list; an empty one is left out of the query. */
function join(values: readonly string[] | undefined): string | undefined {
  return values?.length ? values.join(',') : undefined
}
