import type { ApiClient } from '../createApiClient.js'
import { ReverseNameError } from '../errors/profile.js'
import { reverseProfileResponse } from '../schemas/profile.js'
import type { ReverseProfileResponse } from '../types/profile.js'
import { readCache, writeCache } from '../utils/cache.js'
import { nameCacheTime, reverseProfileKey } from '../utils/cacheKeys.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'
import { wrapFailure } from '../utils/wrapFailure.js'

export type GetReverseProfileParameters = { address: string; sender?: string | undefined }
export type GetReverseProfileReturnType = ReverseProfileResponse

/**
 * `GET /v1/profile/reverse/{address}?apiVersion=2`: the names an address holds, cached 5 min.
 * Any failure but an abort is `ReverseNameError` ('Error fetching names for address').
 */
export async function getReverseProfile(
  client: ApiClient,
  { address, sender }: GetReverseProfileParameters,
  { signal }: RequestOptions = {},
): Promise<GetReverseProfileReturnType> {
  const key = reverseProfileKey(address)
  const cached = readCache<ReverseProfileResponse>(client, key)
  if (cached) return cached
  try {
    const body = await requestJson(client, {
      path: ['v1', 'profile', 'reverse', address],
      query: { sender, apiVersion: 2 },
      signal,
    })
    const profiles = parse(body, reverseProfileResponse)
    writeCache(client, key, profiles, nameCacheTime)
    return profiles
  } catch (error) {
    throw wrapFailure(error, signal, (cause) => new ReverseNameError({ cause }))
  }
}
