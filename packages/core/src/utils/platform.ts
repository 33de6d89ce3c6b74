import { isIpadAsMac, isMobile } from './isMobile.js'

export { isMobile }

/** What the platform checks read from the browser; pass one to test or to decide on the server. */
export type PlatformSnapshot = {
  userAgent?: string | undefined
  maxTouchPoints?: number | undefined
  /** Whether the page runs inside Telegram (its web view exposes a proxy object on `window`). */
  hasTelegram?: boolean | undefined
}

/** The platform facts the connection flow depends on (SPEC §4: the Telegram / iOS Safari rule). */
export type Platform = { mobile: boolean; iosSafari: boolean; telegram: boolean }

const iosDevicePattern = /iPhone|iPad|iPod/
const otherIosBrowserPattern = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//
const telegramGlobals = ['TelegramWebviewProxy', 'TelegramWebviewProxyProto', 'Telegram'] as const

/** Reads the current browser's platform facts; on the server (no `navigator`, no `window`) all are empty. */
export function readPlatformSnapshot(): PlatformSnapshot {
  return {
    userAgent: readGlobal(() => globalThis.navigator?.userAgent),
    maxTouchPoints: readGlobal(() => globalThis.navigator?.maxTouchPoints),
    hasTelegram: readGlobal(() => {
      const win = globalThis.window as unknown as Record<string, unknown> | undefined
      return win ? telegramGlobals.some((name) => Boolean(win[name])) : false
    }),
  }
}

/** An iPhone, iPad or iPod, whatever the browser. */
export function isIos(snapshot: PlatformSnapshot = readPlatformSnapshot()): boolean {
  return iosDevicePattern.test(snapshot.userAgent ?? '') || isIpadAsMac(snapshot)
}

/** Safari itself on iOS: not Chrome, Firefox, Edge, Opera or the Google app, and not an in-app web view. */
export function isIosSafari(snapshot: PlatformSnapshot = readPlatformSnapshot()): boolean {
  const userAgent = snapshot.userAgent ?? ''
  return (
    isIos(snapshot) &&
    /Safari\//.test(userAgent) &&
    /Version\//.test(userAgent) &&
    !otherIosBrowserPattern.test(userAgent)
  )
}

/** The page runs inside Telegram's in-app browser or a Telegram mini app. */
export function isTelegram(snapshot: PlatformSnapshot = readPlatformSnapshot()): boolean {
  return snapshot.hasTelegram === true
}

/** All platform facts at once, from one snapshot. */
export function getPlatform(snapshot: PlatformSnapshot = readPlatformSnapshot()): Platform {
  return {
    mobile: isMobile(snapshot),
    iosSafari: isIosSafari(snapshot),
    telegram: isTelegram(snapshot),
  }
}

function readGlobal<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
