import { ReverseNameError } from '../errors/profile.js'
import { reverseProfileResponse } from '../schemas/profile.js'
import type { ReverseProfileResponse } from '../types/profile.js'
import { nameCacheTime, reverseProfileKey } from '../utils/cacheKeys.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetReverseProfileParameters = { address: string; sender?: string | undefined }
export type GetReverseProfileReturnType = ReverseProfileResponse

/**
 * `GET /v1/profile/reverse/{address}?apiVersion=2`: the names an address holds, cached 5 min.
 * Any failure but an abort is `ReverseNameError` ('Error fetching names for address').
 */
export const getReverseProfile = jsonEndpoint(
  reverseProfileResponse,
  ({ address, sender }: GetReverseProfileParameters) => ({
    path: ['v1', 'profile', 'reverse', address],
    query: { sender, apiVersion: 2 },
  }),
  {
    cache: { key: ({ address }) => reverseProfileKey(address), ttl: nameCacheTime },
    failure: (cause) => new ReverseNameError({ cause }),
  },
)
