import { getLinkScheme, isSafeWalletLink } from './pairing/walletLinks.js'

/** Where a catalogue wallet can be downloaded from; all are untrusted input. */
export type WalletDownloadSource = {
  app_store?: string | null | undefined
  play_store?: string | null | undefined
  homepage?: string | null | undefined
}

/** The kinds of download page, in the order the modal offers them. */
export const walletDownloadKinds = ['appStore', 'playStore', 'homepage'] as const

export type WalletDownloadKind = (typeof walletDownloadKinds)[number]

/** A wallet's download pages that are safe to open; one that is missing or unsafe is left out. */
export type WalletDownloads = Partial<Record<WalletDownloadKind, string>>

const fields: Record<WalletDownloadKind, keyof WalletDownloadSource> = {
  appStore: 'app_store',
  playStore: 'play_store',
  homepage: 'homepage',
}

/**
 * The wallet's App Store, Google Play and home pages, each kept only when it is an `https:` URL
 * that passes the wallet-link allowlist (SECURITY B12: no credentials, control characters or
 * script markers). Never throws, whatever the catalogue holds.
 */
export function getWalletDownloads(
  wallet: WalletDownloadSource | null | undefined,
): WalletDownloads {
  const downloads: WalletDownloads = {}
  for (const kind of walletDownloadKinds) {
    const url: unknown = wallet?.[fields[kind]]
    if (typeof url === 'string' && isSafeWalletLink(url) && getLinkScheme(url) === 'https')
      downloads[kind] = url
  }
  return downloads
}

/** Whether the wallet has at least one download page to offer. */
export function hasWalletDownloads(wallet: WalletDownloadSource | null | undefined): boolean {
  return Object.keys(getWalletDownloads(wallet)).length > 0
}
