import { describe, expect, it } from 'vitest'
import { getWalletDownloads, hasWalletDownloads } from './walletDownloads.js'

describe('getWalletDownloads', () => {
  it('keeps https pages, by kind', () => {
    expect(
      getWalletDownloads({
        chrome_store: 'https://chromewebstore.google.com/detail/wallet/abc',
        app_store: 'https://apps.apple.com/app/id1',
        play_store: 'https://play.google.com/store/apps/details?id=x',
        homepage: 'https://wallet.example',
      }),
    ).toEqual({
      chromeStore: 'https://chromewebstore.google.com/detail/wallet/abc',
      appStore: 'https://apps.apple.com/app/id1',
      playStore: 'https://play.google.com/store/apps/details?id=x',
      homepage: 'https://wallet.example',
    })
  })

  it('B12: leaves out missing, plain http, app-scheme and script links', () => {
    expect(
      getWalletDownloads({
        app_store: 'itms-services://?action=download-manifest&url=https://x.example/m.plist',
        play_store: 'http://play.example/app',
        homepage: 'javascript:alert(1)',
      }),
    ).toEqual({})
    expect(getWalletDownloads({ homepage: 'metamask://' })).toEqual({})
    expect(getWalletDownloads({ homepage: 'https://user:pass@wallet.example' })).toEqual({})
    expect(getWalletDownloads({ homepage: 'https://wallet.example/%0aSet-Cookie' })).toEqual({})
    expect(getWalletDownloads({ homepage: null, app_store: undefined })).toEqual({})
  })

  it('never throws on values that are not strings', () => {
    const odd = { homepage: 42, app_store: {}, play_store: ['https://x.example'] } as never
    expect(getWalletDownloads(odd)).toEqual({})
    expect(getWalletDownloads(undefined)).toEqual({})
    expect(getWalletDownloads(null)).toEqual({})
  })

  it('leaves the browser extension out on a phone or tablet', () => {
    const wallet = {
      chrome_store: 'https://chromewebstore.google.com/detail/wallet/abc',
      homepage: 'https://wallet.example',
    }
    expect(getWalletDownloads(wallet, { mobile: true })).toEqual({
      homepage: 'https://wallet.example',
    })
    expect(hasWalletDownloads({ chrome_store: wallet.chrome_store })).toBe(true)
    expect(hasWalletDownloads({ chrome_store: wallet.chrome_store }, { mobile: true })).toBe(false)
  })

  it('hasWalletDownloads says whether any page is left', () => {
    expect(hasWalletDownloads({ homepage: 'https://wallet.example' })).toBe(true)
    expect(hasWalletDownloads({ homepage: 'http://wallet.example' })).toBe(false)
  })
})
