import type { ApiClient } from '../createApiClient.js'
import { NameSuggestionsError } from '../errors/profile.js'
import { nameSuggestionsResponse } from '../schemas/profile.js'
import type { NameSuggestionsResponse } from '../types/profile.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'
import { wrapFailure } from '../utils/wrapFailure.js'

/** `zone` is the name suffix, e.g. `kit.id`. */
export type GetNameSuggestionsParameters = { name: string; zone?: string | undefined }
export type GetNameSuggestionsReturnType = NameSuggestionsResponse

/**
 * `GET /v1/profile/suggestions/{name}`: names like `name` and whether they are taken. Any failure
 * but an abort is `NameSuggestionsError` ('Error fetching name suggestions').
 */
export async function getNameSuggestions(
  client: ApiClient,
  { name, zone }: GetNameSuggestionsParameters,
  { signal }: RequestOptions = {},
): Promise<GetNameSuggestionsReturnType> {
  try {
    const body = await requestJson(client, {
      path: ['v1', 'profile', 'suggestions', name],
      query: { zone },
      signal,
    })
    return parse(body, nameSuggestionsResponse)
  } catch (error) {
    throw wrapFailure(error, signal, (cause) => new NameSuggestionsError({ cause }))
  }
}
