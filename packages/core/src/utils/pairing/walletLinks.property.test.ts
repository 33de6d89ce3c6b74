import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { isHandlerScheme } from './handlerSchemes.js'
import { getLinkScheme, getWalletLinks, isSafeWalletLink } from './walletLinks.js'

const wcUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** Links built from wallet-like pieces, so the accepting branch is reached as often as not. */
const linkLike = fc
  .tuple(
    fc.constantFrom(
      'https',
      'metamask',
      'trust',
      'itms-services',
      'smb',
      'ms-x',
      'callto',
      'HTTPS',
    ),
    fc.constantFrom('://', ':', ':/', '//', ''),
    fc.string({ maxLength: 60 }),
  )
  .map(([scheme, separator, rest]) => `${scheme}${separator}${rest}`)

const anyLink = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), linkLike)

/** What SECURITY B12/S21 allows: `https://host…` or a `name://` scheme that is no OS handler. */
function assertAllowed(url: string) {
  expect(url).toMatch(/^[\x21-\x7e]+$/)
  const scheme = getLinkScheme(url)
  expect(scheme).toBeDefined()
  expect(isHandlerScheme(scheme as string)).toBe(false)
  const rest = url.slice((scheme as string).length + 1)
  if (scheme === 'https') expect(new URL(url).hostname).not.toBe('')
  else expect(rest === '' || rest.startsWith('//')).toBe(true)
  expect(url.toLowerCase()).not.toMatch(/javascript:|vbscript:|browser_fallback_url/)
}

propertyTest('B12: a link isSafeWalletLink accepts is on the allowlist', [anyLink], (url) => {
  if (isSafeWalletLink(url)) assertAllowed(url)
})

propertyTest(
  'B12: getWalletLinks only returns allowed links, each carrying the pairing URI',
  [anyLink, anyLink, anyLink],
  (mobile_link, desktop_link, webapp_link) => {
    const links = getWalletLinks({ mobile_link, desktop_link, webapp_link }, wcUri)
    for (const link of [links.mobile, links.desktop]) {
      if (link === undefined) continue
      assertAllowed(link)
      expect(link).toContain(encodeURIComponent(wcUri))
    }
    if (links.web !== undefined) expect(getLinkScheme(links.web)).toBe('https')
  },
)
