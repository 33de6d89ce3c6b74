/**
 * `promise` without its value, and marked handled: a caller that ignores it (AppKit 1.7 types
 * `switchNetwork` as returning nothing) causes no unhandled rejection, while one that awaits it
 * still gets the typed error.
 */
export function handledVoid(promise: Promise<unknown>): Promise<void> {
  const result = promise.then(() => undefined)
  result.catch(() => {})
  return result
}
