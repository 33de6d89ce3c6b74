import { StorageUnavailableError } from '../errors/storage.js'
import type { KitStorage } from '../types/storage.js'

const recordVersion = 1
/** A persisted value is a few ids; anything larger is corrupt or hostile. */
const maxRecordLength = 16 * 1024

export type PersistedStorage = {
  /** Reads one key; a corrupt, oversized or outdated record resets that key only. */
  read<T>(key: string, isValid: (value: unknown) => value is T): T | undefined
  /** Writes one key as one versioned record; a refused write keeps the value in memory. */
  write(key: string, value: unknown): void
  remove(key: string): void
  /** Keys (without prefix) this instance wrote, for a full logout. */
  keys(): string[]
}

export type CreateStorageParameters = {
  storage: KitStorage | null | undefined
  prefix: string
  onWarn: (error: StorageUnavailableError) => void
}

/**
 * Wraps browser storage so Kit survives blocked (`SecurityError`), full (`QuotaExceededError`)
 * and corrupted storage: memory stays the source of truth and every failure warns once.
 */
export function createStorage({
  storage,
  prefix,
  onWarn,
}: CreateStorageParameters): PersistedStorage {
  const memory = new Map<string, string>()
  const known = new Set<string>()
  let warned = false
  let backend = storage ?? null

  function fail(cause: unknown) {
    if (!warned) onWarn(new StorageUnavailableError({ cause }))
    warned = true
  }

  function rawGet(key: string): string | null {
    if (memory.has(key)) return memory.get(key) ?? null
    if (!backend) return null
    try {
      return backend.getItem(prefix + key)
    } catch (cause) {
      backend = null
      fail(cause)
      return null
    }
  }

  function rawRemove(key: string) {
    memory.delete(key)
    known.delete(key)
    try {
      backend?.removeItem(prefix + key)
    } catch (cause) {
      fail(cause)
    }
  }

  return {
    read(key, isValid) {
      const raw = rawGet(key)
      if (raw === null) return undefined
      const value = decode(raw, isValid)
      if (value === undefined) {
        rawRemove(key)
        return undefined
      }
      known.add(key)
      memory.set(key, raw)
      return value
    },
    write(key, value) {
      const raw = JSON.stringify({ v: recordVersion, d: value })
      memory.set(key, raw)
      known.add(key)
      if (!backend) return
      try {
        backend.setItem(prefix + key, raw)
      } catch (cause) {
        // A half-written key would be worse than none: drop the stale copy if we can.
        try {
          backend.removeItem(prefix + key)
        } catch {}
        fail(cause)
      }
    },
    remove: rawRemove,
    keys: () => [...known],
  }
}

function decode<T>(raw: string, isValid: (value: unknown) => value is T): T | undefined {
  if (raw.length > maxRecordLength) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
  const record = parsed as { v?: unknown; d?: unknown }
  if (record.v !== recordVersion || !isValid(record.d)) return undefined
  return record.d
}

/** `localStorage` if this page may use it; reading the property itself throws in blocked iframes. */
export function getDefaultStorage(
  onWarn: (error: StorageUnavailableError) => void,
): KitStorage | null {
  if (typeof window === 'undefined') return null
  try {
    return window.localStorage
  } catch (cause) {
    onWarn(new StorageUnavailableError({ cause }))
    return null
  }
}
