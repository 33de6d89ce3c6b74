import { ResolveNameError } from '../errors/profile.js'
import { accountProfile } from '../schemas/profile.js'
import type { AccountProfile } from '../types/profile.js'
import { nameCacheTime, profileKey } from '../utils/cacheKeys.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

/** `name` is the full name, e.g. `alice.kit.id`. */
export type GetProfileParameters = { name: string }
export type GetProfileReturnType = AccountProfile

/**
 * `GET /v1/profile/account/{name}?apiVersion=2`: the addresses and attributes of a name, cached
 * 5 min. Any failure but an abort is `ResolveNameError` ('Error resolving name').
 */
export const getProfile = jsonEndpoint(
  accountProfile,
  ({ name }: GetProfileParameters) => ({
    path: ['v1', 'profile', 'account', name],
    query: { apiVersion: 2 },
  }),
  {
    cache: { key: ({ name }) => profileKey(name), ttl: nameCacheTime },
    failure: (cause) => new ResolveNameError({ cause }),
  },
)
