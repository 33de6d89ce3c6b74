import type { ApiClient } from '../createApiClient.js'
import { ResolveNameError } from '../errors/profile.js'
import { accountProfile } from '../schemas/profile.js'
import type { AccountProfile } from '../types/profile.js'
import { readCache, writeCache } from '../utils/cache.js'
import { nameCacheTime, profileKey } from '../utils/cacheKeys.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'
import { wrapFailure } from '../utils/wrapFailure.js'

/** `name` is the full name, e.g. `alice.kit.id`. */
export type GetProfileParameters = { name: string }
export type GetProfileReturnType = AccountProfile

/**
 * `GET /v1/profile/account/{name}?apiVersion=2`: the addresses and attributes of a name, cached
 * 5 min. Any failure but an abort is `ResolveNameError` ('Error resolving name').
 */
export async function getProfile(
  client: ApiClient,
  { name }: GetProfileParameters,
  { signal }: RequestOptions = {},
): Promise<GetProfileReturnType> {
  const key = profileKey(name)
  const cached = readCache<AccountProfile>(client, key)
  if (cached) return cached
  try {
    const body = await requestJson(client, {
      path: ['v1', 'profile', 'account', name],
      query: { apiVersion: 2 },
      signal,
    })
    const profile = parse(body, accountProfile)
    writeCache(client, key, profile, nameCacheTime)
    return profile
  } catch (error) {
    throw wrapFailure(error, signal, (cause) => new ResolveNameError({ cause }))
  }
}
