import type { Kit } from '../types/kit.js'
import { openWalletLink } from '../utils/pairing/openWalletLink.js'

export type OpenPairingLinkParameters = {
  /** The wallet's name, shown while the visitor is away in it. */
  name: string
  /** A link from `getWalletLinks`: the wallet's app or web page with the pairing URI. */
  href: string
  /** `_self` for app schemes on mobile; a new tab otherwise. */
  target?: '_blank' | '_self'
}

/**
 * Opens a wallet with the pairing on offer (SECURITY S21: allowlisted links only, no opener, no
 * Referer) and remembers it as `connection.wcLinking`. Throws `UnsafeWalletLinkError` on a link
 * that is not safe to open.
 */
export function openPairingLink(
  kit: Kit,
  { name, href, target = '_blank' }: OpenPairingLinkParameters,
): void {
  openWalletLink(href, target)
  kit.stores.connection.wcLinking = { name: name.slice(0, 100), href }
}
