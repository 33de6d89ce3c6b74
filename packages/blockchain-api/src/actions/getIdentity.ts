import { identityResponse } from '../schemas/account.js'
import type { IdentityResponse } from '../types/account.js'
import { identityKey, nameCacheTime } from '../utils/cacheKeys.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetIdentityParameters = { address: string; sender?: string | undefined }
export type GetIdentityReturnType = IdentityResponse

/** `GET /v1/identity/{address}`: the name and avatar of an address, cached 5 min per client. */
export const getIdentity = jsonEndpoint(
  identityResponse,
  ({ address, sender }: GetIdentityParameters) => ({
    path: ['v1', 'identity', address],
    query: { sender },
  }),
  { cache: { key: ({ address }) => identityKey(address), ttl: nameCacheTime } },
)
