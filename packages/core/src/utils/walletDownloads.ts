import { getLinkScheme, isSafeWalletLink } from './pairing/walletLinks.js'

/** Where a catalogue wallet can be downloaded from; all are untrusted input. */
export type WalletDownloadSource = {
  chrome_store?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
  homepage?: string | null | undefined
}

/** The kinds of download page, in the order the modal offers them. */
export const walletDownloadKinds = ['chromeStore', 'appStore', 'playStore', 'homepage'] as const

export type WalletDownloadKind = (typeof walletDownloadKinds)[number]

/** A wallet's download pages that are safe to open; one that is missing or unsafe is left out. */
export type WalletDownloads = Partial<Record<WalletDownloadKind, string>>

export type GetWalletDownloadsOptions = {
  /** A phone or tablet, where a browser extension cannot be installed: its page is left out. */
  mobile?: boolean
}

const fields: Record<WalletDownloadKind, keyof WalletDownloadSource> = {
  chromeStore: 'chrome_store',
  appStore: 'app_store',
  playStore: 'play_store',
  homepage: 'homepage',
}

/**
 * The wallet's Chrome Web Store, App Store, Google Play and home pages, each kept only when it is
 * an `https:` URL that passes the wallet-link allowlist (SECURITY B12: no credentials, control
 * characters or script markers). Never throws, whatever the catalogue holds.
 */
export function getWalletDownloads(
  wallet: WalletDownloadSource | null | undefined,
  { mobile = false }: GetWalletDownloadsOptions = {},
): WalletDownloads {
  const downloads: WalletDownloads = {}
  for (const kind of walletDownloadKinds) {
    if (mobile && kind === 'chromeStore') continue
    const url: unknown = wallet?.[fields[kind]]
    if (typeof url === 'string' && isSafeWalletLink(url) && getLinkScheme(url) === 'https')
      downloads[kind] = url
  }
  return downloads
}

/** Whether the wallet has at least one download page to offer. */
export function hasWalletDownloads(
  wallet: WalletDownloadSource | null | undefined,
  options: GetWalletDownloadsOptions = {},
): boolean {
  return Object.keys(getWalletDownloads(wallet, options)).length > 0
}
