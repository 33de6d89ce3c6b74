import type { KitStorage } from '@kit/core'

export type CreateMemoryStorageParameters = {
  /** Raw values to start with, by full key (prefix included). */
  initial?: Record<string, string>
  /** Every call throws a `SecurityError`, like storage in a blocked third-party frame. */
  blocked?: boolean
  /** Every `setItem` throws a `QuotaExceededError`, like Safari private mode. */
  full?: boolean
}

export type MemoryStorage = KitStorage & {
  /** The raw stored strings by full key; read or seed them directly. */
  readonly values: Map<string, string>
  /** Switch: every call throws a `SecurityError` DOMException. */
  blocked: boolean
  /** Switch: every `setItem` throws a `QuotaExceededError` DOMException. */
  full: boolean
}

/**
 * A `KitStorage` over a Map, with switches for blocked and full storage.
 * @example
 * const storage = createMemoryStorage({ full: true })
 * const kit = createKit({ networks: [mainnet], storage })
 */
export function createMemoryStorage({
  initial = {},
  blocked = false,
  full = false,
}: CreateMemoryStorageParameters = {}): MemoryStorage {
  const values = new Map(Object.entries(initial))
  const storage: MemoryStorage = {
    values,
    blocked,
    full,
    getItem(key) {
      guard()
      return values.get(key) ?? null
    },
    setItem(key, value) {
      guard()
      if (storage.full)
        throw new DOMException(
          "Failed to execute 'setItem' on 'Storage': the quota has been exceeded.",
          'QuotaExceededError',
        )
      values.set(key, String(value))
    },
    removeItem(key) {
      guard()
      values.delete(key)
    },
  }
  function guard() {
    if (storage.blocked) throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return storage
}
