import type { Kit } from '../types/kit.js'

/**
 * Starts the one request of a kind (`'tokens'`, `'search'`, …): any earlier one of that kind is
 * aborted, so only the latest answer is ever written (SECURITY F04).
 */
export function startRequest(kit: Kit, key: string): AbortSignal {
  kit.runtime.requests.get(key)?.abort()
  const controller = new AbortController()
  kit.runtime.requests.set(key, controller)
  return controller.signal
}

/** Whether `signal` still belongs to the newest request of its kind; forgets it when it settles. */
export function isCurrentRequest(kit: Kit, key: string, signal: AbortSignal): boolean {
  const current = kit.runtime.requests.get(key)
  return current !== undefined && current.signal === signal && !signal.aborted
}

/** Forgets a settled request so a later abort of its kind has nothing to cancel. */
export function endRequest(kit: Kit, key: string, signal: AbortSignal): void {
  if (kit.runtime.requests.get(key)?.signal === signal) kit.runtime.requests.delete(key)
}

/** Aborts every request whose key starts with `prefix` (all of them without one). */
export function abortRequests(kit: Kit, prefix = ''): void {
  for (const [key, controller] of kit.runtime.requests)
    if (key.startsWith(prefix)) {
      controller.abort()
      kit.runtime.requests.delete(key)
    }
}
