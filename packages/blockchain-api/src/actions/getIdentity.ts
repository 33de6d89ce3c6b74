import type { ApiClient } from '../createApiClient.js'
import { identityResponse } from '../schemas/account.js'
import type { IdentityResponse } from '../types/account.js'
import { readCache, writeCache } from '../utils/cache.js'
import { identityKey, nameCacheTime } from '../utils/cacheKeys.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetIdentityParameters = { address: string; sender?: string | undefined }
export type GetIdentityReturnType = IdentityResponse

/** `GET /v1/identity/{address}`: the name and avatar of an address, cached 5 min per client. */
export async function getIdentity(
  client: ApiClient,
  { address, sender }: GetIdentityParameters,
  { signal }: RequestOptions = {},
): Promise<GetIdentityReturnType> {
  const key = identityKey(address)
  const cached = readCache<IdentityResponse>(client, key)
  if (cached) return cached
  const body = await requestJson(client, {
    path: ['v1', 'identity', address],
    query: { sender },
    signal,
  })
  const identity = parse(body, identityResponse)
  writeCache(client, key, identity, nameCacheTime)
  return identity
}
