import { describe, expect, it } from 'vitest'
import {
  formatNativeUrl,
  formatUniversalUrl,
  getLinkScheme,
  getWalletLinks,
  isSafeWalletLink,
  walletLinkMaxLength,
} from './walletLinks.js'

const topic = 'c'.repeat(64)
const symKey = 'd'.repeat(64)
const wcUri = `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn`
const encoded = encodeURIComponent(wcUri)

describe('isSafeWalletLink (B12)', () => {
  it.each([
    'https://metamask.app.link',
    'https://link.trustwallet.com/',
    'https://wallet.example/path/wc?uri=abc',
    'HTTPS://wallet.example',
    'https://wallet.example:8443/x',
    'metamask://',
    'metamask:',
    'trust:',
    'kitwallet://wc',
    'rainbow://wc?uri=abc',
    'ledgerlive://wc',
    'my.wallet+app-v2://open',
    'MetaMask://',
    `kitwallet://wc?uri=${encoded}`,
  ])('accepts %s', (url) => {
    expect(isSafeWalletLink(url)).toBe(true)
  })

  it.each([
    ['javascript with an encoded newline', 'javascript://%0aalert(1)'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
    ['javascript', 'javascript:alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['file', 'file:///etc/passwd'],
    ['blob', 'blob:https://wallet.example/1234'],
    ['about', 'about:blank'],
    ['filesystem', 'filesystem:https://wallet.example/temporary/x'],
    [
      'an intent fallback',
      'intent://wc#Intent;scheme=kit;S.browser_fallback_url=javascript:alert(1);end',
    ],
    ['a plain intent', 'intent://wc#Intent;scheme=kit;package=com.kit;end'],
    ['chrome', 'chrome://settings'],
    ['a chrome extension', 'chrome-extension://abcdef/page.html'],
    ['ws', 'ws://wallet.example'],
    ['wss', 'wss://wallet.example'],
    ['ftp', 'ftp://wallet.example'],
    ['view-source', 'view-source:https://wallet.example'],
    ['mailto', 'mailto:a@wallet.example'],
    ['tel', 'tel:+100000'],
    ['sms', 'sms:+100000'],
    ['content', 'content://media/1'],
    ['resource', 'resource://gre/x'],
    ['jar', 'jar:https://wallet.example/a.jar!/'],
    ['an http universal link', 'http://wallet.example'],
    ['upper-case http', 'HTTP://wallet.example'],
    ['an ms- scheme', 'ms-msdt:/id PCWDiagnostic'],
    ['search-ms', 'search-ms:query=x'],
  ])('refuses %s', (_, url) => {
    expect(isSafeWalletLink(url)).toBe(false)
  })

  it.each([
    ['a leading space', ' https://wallet.example'],
    ['a trailing space', 'https://wallet.example '],
    ['a trailing newline', 'metamask://\n'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a NUL character', 'metamask://\u0000'],
    ['a leading form feed', '\fjavascript:alert(1)'],
    ['a non-ASCII character', 'metamask://wаllet'],
    ['a zero-width space', 'https://wallet\u200b.example'],
    ['an encoded newline in a custom link', 'kitwallet://%0ajavascript:alert(1)'],
    ['an encoded upper-case CR', 'kitwallet://wc%0D'],
    ['an encoded DEL', 'kitwallet://wc%7f'],
    ['an encoded NUL', 'https://wallet.example/%00'],
    ['a javascript: hidden in a custom link', 'kitwallet://x?next=javascript:alert(1)'],
    ['an encoded javascript: in a custom link', 'kitwallet://x?next=javascript%3Aalert(1)'],
    ['a doubly encoded javascript:', 'kitwallet://x?next=javascript%253Aalert(1)'],
    [
      'a fallback url in a custom link',
      'kitwallet://x#Intent;S.browser_fallback_url=https://a;end',
    ],
    ['malformed %-encoding', 'kitwallet://x%E0%A4%A'],
    ['a backslash', 'https:\\\\wallet.example'],
  ])('refuses a link with %s', (_, url) => {
    expect(isSafeWalletLink(url)).toBe(false)
  })

  it.each([
    ['no scheme', 'wallet.example/wc'],
    ['a protocol-relative link', '//wallet.example'],
    ['a relative path', '/wc?uri=x'],
    ['an empty string', ''],
    ['a one-letter scheme', 'c:/wallet'],
    ['a scheme starting with a digit', '1wallet://x'],
    ['a scheme longer than 32 characters', `${'a'.repeat(33)}://x`],
    ['an empty scheme', '://wallet'],
    ['a scheme with an underscore', 'my_wallet://x'],
    ['https without a host', 'https://'],
    ['https with a single slash', 'https:/wallet.example'],
    ['https without slashes', 'https:wallet.example'],
    ['https with credentials', 'https://wallet.example@evil.example'],
    ['https with a user and password', 'https://user:pass@wallet.example'],
    ['https with an empty host', 'https:///path'],
    ['https with a bad port', 'https://wallet.example:99999'],
  ])('refuses %s', (_, url) => {
    expect(isSafeWalletLink(url)).toBe(false)
  })

  it('accepts a 32-character scheme', () => {
    expect(isSafeWalletLink(`${'a'.repeat(32)}://x`)).toBe(true)
  })

  it('refuses a link over the length cap', () => {
    const base = 'https://wallet.example/'
    expect(isSafeWalletLink(`${base}${'a'.repeat(walletLinkMaxLength - base.length)}`)).toBe(true)
    expect(isSafeWalletLink(`${base}${'a'.repeat(walletLinkMaxLength - base.length + 1)}`)).toBe(
      false,
    )
  })

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 1, {}, ['https://wallet.example']])
      expect(isSafeWalletLink(value as unknown as string)).toBe(false)
  })
})

describe('B12/S21: wallet links are an allowlist', () => {
  it.each([
    'itms-services://?action=download-manifest&url=https://evil.example/m.plist',
    'ITMS-SERVICES://?action=download-manifest&url=https://evil.example/m.plist',
    'itms-apps://apps.apple.com/app/id1',
    'itms-beta://beta.itunes.apple.com/x',
    'smb://evil.example/share',
    'vscode://vscode.git/clone?url=https://evil.example/r.git',
    'ssh://evil.example',
    'ldap://evil.example/x',
    'gopher://evil.example',
    'callto://+100000',
    'callto:+100000',
    'facetime://+100000',
    'steam://run/1',
    'zoommtg://evil.example/join',
    'its://evil.example/x.chm',
    'hcp://system/x',
    'ms-appinstaller://?source=https://evil.example/x.msix',
    'ms-officecmd://x',
    'x-apple-health://x',
    'microsoft.windows.camera://x',
    'shortcuts://run-shortcut?name=x',
    'jnlp://evil.example/app.jnlp',
    'market://details?id=com.evil',
    'applescript://com.apple.scripteditor?action=new&script=x',
    'googlechrome://evil.example',
    'x-safari-https://evil.example',
    'metamask:foo',
    'trust:evil',
  ])('B12: refuses %s', (url) => {
    expect(isSafeWalletLink(url)).toBe(false)
  })

  it('B12: a catalogue itms-services mobile link never becomes a link', () => {
    const mobile_link = 'itms-services://?action=download-manifest&url=https://evil.example/m.plist'
    expect(getWalletLinks({ mobile_link, desktop_link: 'smb://evil.example/s' }, wcUri)).toEqual({})
  })

  it.each(['metamask://', 'trust://', 'rainbow://', 'trust:', 'https://metamask.app.link'])(
    'B12: keeps the good wallet link %s',
    (link) => {
      expect(getWalletLinks({ mobile_link: link }, wcUri).mobile).toMatch(/wc\?uri=/)
    },
  )
})

describe('getLinkScheme', () => {
  it.each([
    ['metamask://wc', 'metamask'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['https://wallet.example', 'https'],
    ['trust:', 'trust'],
    ['wallet.example', undefined],
    [' https://wallet.example', undefined],
  ])('%s → %s', (url, scheme) => {
    expect(getLinkScheme(url)).toBe(scheme)
  })
})

describe('formatUniversalUrl', () => {
  it('adds wc?uri= after a trailing slash', () => {
    expect(formatUniversalUrl('https://wallet.example', wcUri)).toBe(
      `https://wallet.example/wc?uri=${encoded}`,
    )
    expect(formatUniversalUrl('https://wallet.example/app/', wcUri)).toBe(
      `https://wallet.example/app/wc?uri=${encoded}`,
    )
  })

  it('encodes every reserved character of the pairing URI', () => {
    const link = formatUniversalUrl('https://wallet.example', wcUri)
    const query = link.slice(link.indexOf('?uri=') + 5)
    expect(query).not.toMatch(/[:@?&=/]/)
    expect(decodeURIComponent(query)).toBe(wcUri)
  })
})

describe('formatNativeUrl', () => {
  it.each([
    ['metamask://', `metamask://wc?uri=${encoded}`],
    ['metamask://app', `metamask://app/wc?uri=${encoded}`],
    ['trust:', `trust://wc?uri=${encoded}`],
    ['trust', `trust://wc?uri=${encoded}`],
    ['kitwallet://wc/', `kitwallet://wc/wc?uri=${encoded}`],
    ['https://wallet.example', `https://wallet.example/wc?uri=${encoded}`],
    ['https://wallet.example/', `https://wallet.example/wc?uri=${encoded}`],
  ])('%s', (appUrl, expected) => {
    expect(formatNativeUrl(appUrl, wcUri)).toBe(expected)
  })

  it('formats an https app URL as a universal link', () => {
    expect(formatNativeUrl('https://wallet.example', wcUri)).toBe(
      formatUniversalUrl('https://wallet.example', wcUri),
    )
  })
})

describe('getWalletLinks (B12, S21)', () => {
  it('builds every safe link', () => {
    expect(
      getWalletLinks(
        {
          mobile_link: 'metamask://',
          desktop_link: 'ledgerlive://',
          webapp_link: 'https://app.wallet.example',
        },
        wcUri,
      ),
    ).toEqual({
      mobile: `metamask://wc?uri=${encoded}`,
      desktop: `ledgerlive://wc?uri=${encoded}`,
      web: `https://app.wallet.example/wc?uri=${encoded}`,
    })
  })

  it('uses a universal link for an https mobile link', () => {
    expect(getWalletLinks({ mobile_link: 'https://metamask.app.link' }, wcUri)).toEqual({
      mobile: `https://metamask.app.link/wc?uri=${encoded}`,
    })
  })

  it('keeps a good link when another is unsafe, so the wallet still gets a deep link', () => {
    expect(
      getWalletLinks(
        {
          mobile_link: 'trust:',
          desktop_link: 'javascript://%0aalert(1)',
          webapp_link: 'http://wallet.example',
        },
        wcUri,
      ),
    ).toEqual({ mobile: `trust://wc?uri=${encoded}` })
  })

  it.each([
    'javascript://%0aalert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///x',
    'blob:https://wallet.example/x',
    'http://wallet.example',
    'intent://wc#Intent;S.browser_fallback_url=javascript:alert(1);end',
    ' metamask://',
    '',
  ])('leaves out %j everywhere', (link) => {
    expect(
      getWalletLinks({ mobile_link: link, desktop_link: link, webapp_link: link }, wcUri),
    ).toEqual({})
  })

  it('leaves out a link that is only unsafe once formatted', () => {
    const almostLong = `https://wallet.example/${'a'.repeat(walletLinkMaxLength - 40)}`
    expect(isSafeWalletLink(almostLong)).toBe(true)
    expect(getWalletLinks({ mobile_link: almostLong, webapp_link: almostLong }, wcUri)).toEqual({})
  })

  it('leaves out a bare scheme, which is not a safe link as given', () => {
    expect(getWalletLinks({ mobile_link: 'trust' }, wcUri)).toEqual({})
  })

  it('keeps only https for the web link', () => {
    expect(getWalletLinks({ webapp_link: 'kitwallet://' }, wcUri)).toEqual({})
  })

  it('leaves out links that are missing or null', () => {
    expect(getWalletLinks({}, wcUri)).toEqual({})
    expect(
      getWalletLinks({ mobile_link: null, desktop_link: null, webapp_link: null }, wcUri),
    ).toEqual({})
  })

  it('never throws for bad catalogue data', () => {
    const bad = [
      { mobile_link: 42, desktop_link: {}, webapp_link: ['https://x.example'] },
      { mobile_link: Symbol('x'), desktop_link: () => 'https://x.example' },
      null,
      undefined,
      'https://wallet.example',
    ] as unknown as Parameters<typeof getWalletLinks>[0][]
    for (const wallet of bad) expect(getWalletLinks(wallet, wcUri)).toEqual({})
  })

  it('never throws for a pairing URI that cannot be encoded', () => {
    expect(getWalletLinks({ mobile_link: 'metamask://' }, 'wc:\ud800')).toEqual({})
  })
})
