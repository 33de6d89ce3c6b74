import type { CatalogueWallet, GetWalletsResponse } from '../types/catalogue.js'
import {
  array,
  caip2,
  integer,
  lazy,
  literal,
  nullable,
  number,
  object,
  optional,
  type Parser,
  string,
} from '../utils/schema.js'

/** Most catalogue entries accepted in one page (B08). */
export const maxWalletsPerPage = 1_000

/** One catalogue entry; its links are checked where they are used. */
export const catalogueWallet: Parser<CatalogueWallet> = lazy(() =>
  object({
    id: string(),
    name: string(),
    image_id: nullable(string()),
    image_url: nullable(string()),
    rdns: nullable(string()),
    chains: array(caip2, 1_000),
    homepage: nullable(string()),
    mobile_link: nullable(string()),
    desktop_link: nullable(string()),
    webapp_link: nullable(string()),
    app_store: nullable(string()),
    play_store: nullable(string()),
    chrome_store: optional(string()),
    badge_type: literal('certified', 'none'),
    order: number(),
  }),
)

/** `GET /getWallets`. */
export const getWalletsResponse: Parser<GetWalletsResponse> = lazy(() =>
  object({
    count: integer(0),
    data: array(catalogueWallet, maxWalletsPerPage),
  }),
)
