import type { CatalogueWallet, CustomWallet } from '@kit/core'

/** A host's custom wallet in the catalogue's shape, so it is listed and chosen like the others. */
export function customWalletEntry(wallet: CustomWallet): CatalogueWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    image_id: null,
    image_url: wallet.image_url ?? null,
    rdns: null,
    chains: [],
    homepage: null,
    mobile_link: wallet.mobile_link ?? null,
    desktop_link: wallet.desktop_link ?? null,
    webapp_link: wallet.webapp_link ?? null,
    app_store: null,
    play_store: null,
    badge_type: 'none',
    order: Number.MAX_SAFE_INTEGER,
  }
}
