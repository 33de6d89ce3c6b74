import { UnsafeWalletLinkError } from '../../errors/walletConnect.js'
import { getLinkScheme, isSafeWalletLink } from './walletLinks.js'

/** Window features for every wallet link: no `window.opener`, no Referer (SECURITY S21). */
export const walletLinkFeatures = 'noopener,noreferrer'

/**
 * Opens a wallet deep link or universal link in a new tab (`_blank`) or in place (`_self`), with
 * `noopener,noreferrer` so the pairing URI never reaches a Referer. The link is only handed to
 * `window.open`: it is never written into the page's own URL. Does nothing where there is no
 * window (server rendering). Any other `target` opens a new tab.
 *
 * @throws UnsafeWalletLinkError when `isSafeWalletLink` refuses the link.
 */
export function openWalletLink(
  href: string,
  target: '_blank' | '_self',
  win: Pick<Window, 'open'> | undefined = globalThis.window,
): void {
  if (!isSafeWalletLink(href)) throw new UnsafeWalletLinkError(getLinkScheme(href))
  win?.open(href, target === '_self' ? '_self' : '_blank', walletLinkFeatures)
}
