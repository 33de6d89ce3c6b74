import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  getPlatform,
  isIos,
  isIosSafari,
  isMobile,
  isTelegram,
  type PlatformSnapshot,
  readPlatformSnapshot,
} from './platform.js'

const userAgents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/123.0.2420.56 Mobile/15E148 Safari/605.1.15',
  iphoneGoogleApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/310.0.621847154 Mobile/15E148 Safari/604.1',
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.99 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:124.0) Gecko/20100101 Firefox/124.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 Edg/123.0.2420.65',
}

type Case = [
  name: string,
  snapshot: PlatformSnapshot,
  expected: { mobile: boolean; ios: boolean; iosSafari: boolean },
]

const cases: Case[] = [
  [
    'Safari on iPhone',
    { userAgent: userAgents.iphoneSafari, maxTouchPoints: 5 },
    { mobile: true, ios: true, iosSafari: true },
  ],
  [
    'Safari on iPad',
    { userAgent: userAgents.ipadSafari, maxTouchPoints: 5 },
    { mobile: true, ios: true, iosSafari: true },
  ],
  [
    'Safari on iPad asking for desktop sites',
    { userAgent: userAgents.macSafari, maxTouchPoints: 5 },
    { mobile: true, ios: true, iosSafari: true },
  ],
  [
    'Safari on a Mac',
    { userAgent: userAgents.macSafari, maxTouchPoints: 0 },
    { mobile: false, ios: false, iosSafari: false },
  ],
  [
    'Chrome on iPhone',
    { userAgent: userAgents.iphoneChrome, maxTouchPoints: 5 },
    { mobile: true, ios: true, iosSafari: false },
  ],
  [
    'Firefox on iPhone',
    { userAgent: userAgents.iphoneFirefox, maxTouchPoints: 5 },
    { mobile: true, ios: true, iosSafari: false },
  ],
  [
    'Edge on iPhone',
    { userAgent: userAgents.iphoneEdge, maxTouchPoints: 5 },
    { mobile: true, ios: true, iosSafari: false },
  ],
  [
    'the Google app on iPhone',
    { userAgent: userAgents.iphoneGoogleApp, maxTouchPoints: 5 },
    { mobile: true, ios: true, iosSafari: false },
  ],
  [
    'an in-app web view on iPhone',
    { userAgent: userAgents.iphoneWebView, maxTouchPoints: 5 },
    { mobile: true, ios: true, iosSafari: false },
  ],
  [
    'Chrome on an Android phone',
    { userAgent: userAgents.androidChrome, maxTouchPoints: 5 },
    { mobile: true, ios: false, iosSafari: false },
  ],
  [
    'Chrome on an Android tablet',
    { userAgent: userAgents.androidTablet, maxTouchPoints: 10 },
    { mobile: true, ios: false, iosSafari: false },
  ],
  [
    'Samsung Internet',
    { userAgent: userAgents.androidSamsung, maxTouchPoints: 5 },
    { mobile: true, ios: false, iosSafari: false },
  ],
  [
    'Chrome on Windows',
    { userAgent: userAgents.windowsChrome, maxTouchPoints: 0 },
    { mobile: false, ios: false, iosSafari: false },
  ],
  [
    'Edge on a Windows touch laptop',
    { userAgent: userAgents.windowsEdge, maxTouchPoints: 10 },
    { mobile: false, ios: false, iosSafari: false },
  ],
  [
    'Firefox on Linux',
    { userAgent: userAgents.linuxFirefox },
    { mobile: false, ios: false, iosSafari: false },
  ],
  ['an empty snapshot', {}, { mobile: false, ios: false, iosSafari: false }],
]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('platform checks with real user agents', () => {
  it.each(cases)('%s', (_, snapshot, expected) => {
    expect(isMobile(snapshot)).toBe(expected.mobile)
    expect(isIos(snapshot)).toBe(expected.ios)
    expect(isIosSafari(snapshot)).toBe(expected.iosSafari)
    expect(getPlatform(snapshot)).toEqual({
      mobile: expected.mobile,
      iosSafari: expected.iosSafari,
      telegram: false,
    })
  })
})

describe('isTelegram', () => {
  it('follows the snapshot', () => {
    expect(isTelegram({ hasTelegram: true })).toBe(true)
    expect(isTelegram({ hasTelegram: false })).toBe(false)
    expect(isTelegram({})).toBe(false)
  })

  it('is reported by getPlatform together with the device', () => {
    expect(
      getPlatform({ userAgent: userAgents.iphoneWebView, maxTouchPoints: 5, hasTelegram: true }),
    ).toEqual({ mobile: true, iosSafari: false, telegram: true })
  })

  it.each(['TelegramWebviewProxy', 'Telegram', 'TelegramWebviewProxyProto'])(
    'reads window.%s by default',
    (name) => {
      vi.stubGlobal('window', { [name]: {} })
      expect(isTelegram()).toBe(true)
      expect(getPlatform().telegram).toBe(true)
    },
  )

  it('is false for a window without Telegram objects', () => {
    vi.stubGlobal('window', { Telegram: undefined, TelegramWebviewProxy: null })
    expect(isTelegram()).toBe(false)
  })
})

describe('readPlatformSnapshot', () => {
  it('reads navigator and window', () => {
    vi.stubGlobal('navigator', { userAgent: userAgents.iphoneSafari, maxTouchPoints: 5 })
    vi.stubGlobal('window', { TelegramWebviewProxy: {} })
    expect(readPlatformSnapshot()).toEqual({
      userAgent: userAgents.iphoneSafari,
      maxTouchPoints: 5,
      hasTelegram: true,
    })
    expect(getPlatform()).toEqual({ mobile: true, iosSafari: true, telegram: true })
    expect(isIos()).toBe(true)
    expect(isMobile()).toBe(true)
    expect(isIosSafari()).toBe(true)
  })

  it('is empty on the server, without navigator or window', () => {
    vi.stubGlobal('navigator', undefined)
    vi.stubGlobal('window', undefined)
    expect(readPlatformSnapshot()).toEqual({
      userAgent: undefined,
      maxTouchPoints: undefined,
      hasTelegram: false,
    })
    expect(getPlatform()).toEqual({ mobile: false, iosSafari: false, telegram: false })
  })

  it('survives globals whose getters throw', () => {
    const throwing = {
      get userAgent(): string {
        throw new Error('blocked')
      },
      get maxTouchPoints(): number {
        throw new Error('blocked')
      },
    }
    const hostileWindow = new Proxy(
      {},
      {
        get() {
          throw new Error('blocked')
        },
      },
    )
    vi.stubGlobal('navigator', throwing)
    vi.stubGlobal('window', hostileWindow)
    expect(() => getPlatform()).not.toThrow()
    expect(getPlatform()).toEqual({ mobile: false, iosSafari: false, telegram: false })
  })
})
