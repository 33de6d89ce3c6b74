import type { ApiClient } from '../createApiClient.js'

/** Entries kept before expired ones are swept and the oldest dropped. */
const maxEntries = 1_000

/** The value cached under `key`, unless it has expired. */
export function readCache<T>(client: ApiClient, key: string): T | undefined {
  const entry = client.cache.get(key)
  if (!entry) return undefined
  if (entry.expiresAt > client.now()) return entry.value as T
  client.cache.delete(key)
  return undefined
}

/** Caches `value` under `key` for `ttl` milliseconds. */
export function writeCache(client: ApiClient, key: string, value: unknown, ttl: number): void {
  client.cache.delete(key)
  client.cache.set(key, { value, expiresAt: client.now() + ttl })
  if (client.cache.size <= maxEntries) return
  const now = client.now()
  for (const [name, entry] of client.cache) if (entry.expiresAt <= now) client.cache.delete(name)
  for (const name of client.cache.keys()) {
    if (client.cache.size <= maxEntries) break
    client.cache.delete(name)
  }
}

/** Forgets what is cached under `key`. */
export function deleteCache(client: ApiClient, key: string): void {
  client.cache.delete(key)
}
