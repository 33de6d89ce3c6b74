import type { CatalogueWallet } from '@kit/blockchain-api'

/**
 * A wallet known from elsewhere (a host's custom wallet, a recent pairing) in the catalogue's
 * shape, so it is listed and chosen like the catalogue's own; unknown fields are empty.
 */
export function toCatalogueWallet(
  wallet: Pick<CatalogueWallet, 'id' | 'name'> & Partial<CatalogueWallet>,
): CatalogueWallet {
  return {
    image_id: null,
    image_url: null,
    rdns: null,
    chains: [],
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    badge_type: 'none',
    order: Number.MAX_SAFE_INTEGER,
    ...wallet,
  }
}
