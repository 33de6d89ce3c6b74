import type { ApiClient } from '../createApiClient.js'
import { RegisterNameError } from '../errors/profile.js'
import type { RegisterNameBody } from '../types/profile.js'
import { deleteCache } from '../utils/cache.js'
import { identityKey, profileKey, reverseProfileKey } from '../utils/cacheKeys.js'
import { type RequestOptions, request } from '../utils/request.js'
import { wrapFailure } from '../utils/wrapFailure.js'

export type RegisterNameParameters = RegisterNameBody

/**
 * `POST /v1/profile/account`: registers the name in the signed `message`; never retried. Any
 * failure but an abort is `RegisterNameError` ('Error registering name {name}'). The address's
 * cached identity and names, and the name's profile, are forgotten either way.
 */
export async function registerName(
  client: ApiClient,
  { coin_type, address, message, signature }: RegisterNameParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  const name = readName(message)
  if (name === undefined)
    throw new RegisterNameError({ name: '', details: 'The signed message names no name' })
  try {
    await request(client, {
      path: ['v1', 'profile', 'account'],
      method: 'POST',
      body: { coin_type, address, message, signature },
      signal,
    })
  } catch (error) {
    throw wrapFailure(
      error,
      signal,
      (cause) => new RegisterNameError({ name: name.slice(0, 100), cause }),
    )
  } finally {
    deleteCache(client, identityKey(address))
    deleteCache(client, reverseProfileKey(address))
    deleteCache(client, profileKey(name))
  }
}

/** The `name` of the signed JSON message. */
function readName(message: string): string | undefined {
  try {
    const { name } = JSON.parse(message) as { name?: unknown }
    return typeof name === 'string' && name.length > 0 ? name : undefined
  } catch {
    return undefined
  }
}
