/**
 * Whether `getSessions` answered a session that is still valid: the app's storage is meant to
 * serve only valid ones, and one whose `expirationTime` has passed or cannot be read, is not counted all the same.
 */
export function hasValidSiwxSession(sessions: readonly unknown[], now: number): boolean {
  return sessions.some((session) => {
    if (typeof session !== 'object' || session === null) return false
    const data = (session as { data?: { expirationTime?: unknown } }).data
    const expiry = data?.expirationTime
    if (typeof expiry !== 'string') return true
    const time = Date.parse(expiry)
    return !Number.isNaN(time) && time > now
  })
}
