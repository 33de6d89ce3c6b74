import type { CatalogueWallet, CustomWallet } from '@kit/core'
import { toCatalogueWallet } from '@kit/core/modules/utils/toCatalogueWallet'

/** A host's custom wallet in the catalogue's shape, so it is listed and chosen like the others. */
export function customWalletEntry(wallet: CustomWallet): CatalogueWallet {
  return toCatalogueWallet({
    id: wallet.id,
    name: wallet.name,
    image_url: wallet.image_url ?? null,
    mobile_link: wallet.mobile_link ?? null,
    desktop_link: wallet.desktop_link ?? null,
    webapp_link: wallet.webapp_link ?? null,
  })
}
