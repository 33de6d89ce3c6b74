// Kept apart from the other platform checks: opening the modal needs only this one.

const mobilePattern = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i

/** What the mobile check reads: the user agent and touch support. */
export type DeviceSnapshot = {
  userAgent?: string | undefined
  maxTouchPoints?: number | undefined
}

/** A phone or tablet, including an iPad that asks for desktop sites (a Mac user agent with touch). */
export function isMobile(snapshot: DeviceSnapshot = readDevice()): boolean {
  return mobilePattern.test(snapshot.userAgent ?? '') || isIpadAsMac(snapshot)
}

/** An iPad in desktop mode: a Mac user agent on a touch screen. */
export function isIpadAsMac(snapshot: DeviceSnapshot): boolean {
  return /Macintosh/.test(snapshot.userAgent ?? '') && (snapshot.maxTouchPoints ?? 0) > 1
}

function readDevice(): DeviceSnapshot {
  try {
    const navigator = globalThis.navigator
    return { userAgent: navigator?.userAgent, maxTouchPoints: navigator?.maxTouchPoints }
  } catch {
    return {}
  }
}
