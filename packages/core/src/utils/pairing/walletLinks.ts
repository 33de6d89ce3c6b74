import { isHandlerScheme } from './handlerSchemes.js'

/** The links a catalogue or custom wallet may carry; all are untrusted input. */
export type WalletLinkSource = {
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
}

/** Ready-to-open links carrying a pairing URI; a link that is missing or unsafe is left out. */
export type WalletLinks = { mobile?: string; desktop?: string; web?: string }

/** Longest wallet link accepted, in characters (a formatted link carries an encoded pairing URI). */
export const walletLinkMaxLength = 8192

const schemePattern = /^[a-z][a-z0-9+.-]{1,31}$/
const printableAscii = /^[\x21-\x7e]+$/
const encodedControl = /%(?:[01][0-9a-f]|7f)/i
const scriptMarkers = ['javascript:', 'vbscript:', 'browser_fallback_url']

/**
 * Whether a wallet link may be opened (SECURITY B12, S21). The rule is an allowlist:
 *
 * - an `https:` URL with a host and no credentials (a universal link), or
 * - a wallet's custom scheme in the hierarchical form `name://…` (or the bare `name:`, which
 *   `formatNativeUrl` turns into `name://`), where `name` is 2–32 of `a-z0-9+.-` starting with a
 *   letter and is not an OS or app handler that can install, execute or reach files, shares,
 *   shells or calls (`isHandlerScheme`: `itms-services`, `ms-*`, `file`, `smb`, `ssh`, …).
 *
 * Everything else is refused: opaque forms such as `callto:x` or `metamask:foo`, `http:`, any
 * whitespace, control or non-ASCII character and their percent-encoded forms, backslashes, and
 * script schemes or `intent:` fallbacks hidden anywhere in the link, even behind layers of
 * %-encoding.
 */
export function isSafeWalletLink(url: string): boolean {
  if (typeof url !== 'string' || url.length > walletLinkMaxLength) return false
  if (!printableAscii.test(url) || url.includes('\\') || encodedControl.test(url)) return false
  const scheme = getLinkScheme(url)
  if (scheme === undefined || isHandlerScheme(scheme)) return false
  if (hasScriptMarker(url)) return false
  if (scheme === 'https') return isHttpsUrlWithHost(url)
  return isCustomSchemeForm(url, scheme)
}

/**
 * The lower-cased scheme of a link (`metamask` for `metamask://wc`), or `undefined` when the
 * link does not start with a well-formed scheme.
 */
export function getLinkScheme(url: string): string | undefined {
  if (typeof url !== 'string') return undefined
  const colon = url.indexOf(':')
  if (colon === -1) return undefined
  const scheme = url.slice(0, colon).toLowerCase()
  return schemePattern.test(scheme) ? scheme : undefined
}

/**
 * A native-app deep link carrying the pairing URI. An `https:` app URL is a universal link
 * (see `formatUniversalUrl`); a bare `scheme` or `scheme:` becomes `scheme://`.
 */
export function formatNativeUrl(appUrl: string, wcUri: string): string {
  if (/^https?:\/\//i.test(appUrl)) return formatUniversalUrl(appUrl, wcUri)
  let base = appUrl
  if (!base.includes('://')) {
    const colon = base.indexOf(':')
    base = colon === -1 ? `${base}://` : `${base.slice(0, colon)}://${base.slice(colon + 1)}`
  }
  return `${withTrailingSlash(base)}wc?uri=${encodeURIComponent(wcUri)}`
}

/** A universal (web) link carrying the pairing URI: `<appUrl>/wc?uri=<encoded URI>`. */
export function formatUniversalUrl(appUrl: string, wcUri: string): string {
  return `${withTrailingSlash(appUrl)}wc?uri=${encodeURIComponent(wcUri)}`
}

/**
 * Builds the mobile, desktop and web links of a wallet for a pairing URI. A link is kept only when
 * it is safe both as given and once formatted; the web link must be `https:`. Never throws, whatever
 * the catalogue holds.
 */
export function getWalletLinks(wallet: WalletLinkSource, wcUri: string): WalletLinks {
  const links: WalletLinks = {}
  const mobile = buildLink(wallet?.mobile_link, wcUri, formatNativeUrl)
  if (mobile !== undefined) links.mobile = mobile
  const desktop = buildLink(wallet?.desktop_link, wcUri, formatNativeUrl)
  if (desktop !== undefined) links.desktop = desktop
  const web = buildLink(wallet?.webapp_link, wcUri, formatUniversalUrl)
  if (web !== undefined && getLinkScheme(web) === 'https') links.web = web
  return links
}

function buildLink(
  appUrl: unknown,
  wcUri: string,
  format: (appUrl: string, wcUri: string) => string,
): string | undefined {
  if (typeof appUrl !== 'string' || !isSafeWalletLink(appUrl)) return undefined
  try {
    const link = format(appUrl, wcUri)
    return isSafeWalletLink(link) ? link : undefined
  } catch {
    return undefined
  }
}

/** `name://…`, or exactly `name:`; never an opaque `name:anything`. */
function isCustomSchemeForm(url: string, scheme: string): boolean {
  const rest = url.slice(scheme.length + 1)
  return rest === '' || rest.startsWith('//')
}

/**
 * Looks for script schemes and intent fallbacks, also behind layers of %-encoding. Malformed
 * %-encoding or more than a few layers count as a marker.
 */
function hasScriptMarker(url: string): boolean {
  let text = url.toLowerCase()
  for (let layer = 0; layer < 4; layer++) {
    if (scriptMarkers.some((marker) => text.includes(marker))) return true
    const decoded = safeDecode(text)
    if (decoded === undefined) return true
    if (decoded === text) return false
    text = decoded
  }
  return true
}

function isHttpsUrlWithHost(url: string): boolean {
  if (!/^https:\/\/[^/?#@]/i.test(url)) return false
  try {
    const parsed = new URL(url)
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname !== '' &&
      parsed.username === '' &&
      parsed.password === ''
    )
  } catch {
    return false
  }
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
