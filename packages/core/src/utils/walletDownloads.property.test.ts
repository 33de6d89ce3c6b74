import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { walletLinkMaxLength } from './pairing/walletLinks.js'
import { getWalletDownloads, walletDownloadKinds } from './walletDownloads.js'

/** Page-like links, so the accepting branch is reached as often as not. */
const linkLike = fc
  .tuple(
    fc.constantFrom('https://', 'HTTPS://', 'http://', 'https:', 'itms-apps://', 'javascript:', ''),
    fc.string({ maxLength: 60 }),
  )
  .map(([prefix, rest]) => `${prefix}${rest}`)
const anyValue = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), linkLike, fc.anything())

propertyTest(
  'B12: every download page kept is an https URL with a host, printable, free of script markers',
  [anyValue, anyValue, anyValue, anyValue, fc.boolean()],
  (chrome_store, app_store, play_store, homepage, mobile) => {
    const downloads = getWalletDownloads(
      { chrome_store, app_store, play_store, homepage } as never,
      { mobile },
    )
    if (mobile) expect(downloads.chromeStore).toBeUndefined()
    for (const kind of walletDownloadKinds) {
      const url = downloads[kind]
      if (url === undefined) continue
      expect(url.length).toBeLessThanOrEqual(walletLinkMaxLength)
      expect(url).toMatch(/^[\x21-\x7e]+$/)
      const parsed = new URL(url)
      expect(parsed.protocol).toBe('https:')
      expect(parsed.hostname).not.toBe('')
      expect(parsed.username + parsed.password).toBe('')
      expect(url.toLowerCase()).not.toMatch(/javascript:|vbscript:|browser_fallback_url/)
    }
  },
)

propertyTest(
  'a download page is kept exactly as the catalogue wrote it',
  [fc.webUrl({ validSchemes: ['https'] })],
  (url) => {
    const { homepage } = getWalletDownloads({ homepage: url })
    if (homepage !== undefined) expect(homepage).toBe(url)
  },
)
