import type { CatalogueWallet } from '@kit/blockchain-api'
import { getWalletImageUrl } from '@kit/blockchain-api/modules/actions/getWalletImageUrl'
import type { Kit } from '../types/kit.js'

export type GetWalletImageSrcParameters = { wallet: CatalogueWallet }

/** The image of a catalogue wallet: its own URL, else the catalogue's image for its image id. */
export function getWalletImageSrc(
  kit: Kit,
  { wallet }: GetWalletImageSrcParameters,
): string | undefined {
  if (wallet.image_url) return wallet.image_url
  return wallet.image_id ? getWalletImageUrl(kit.clients.explorer, wallet.image_id) : undefined
}
