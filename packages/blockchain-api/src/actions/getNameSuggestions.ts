import { NameSuggestionsError } from '../errors/profile.js'
import { nameSuggestionsResponse } from '../schemas/profile.js'
import type { NameSuggestionsResponse } from '../types/profile.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

/** `zone` is the name suffix, e.g. `kit.id`. */
export type GetNameSuggestionsParameters = { name: string; zone?: string | undefined }
export type GetNameSuggestionsReturnType = NameSuggestionsResponse

/**
 * `GET /v1/profile/suggestions/{name}`: names like `name` and whether they are taken. Any failure
 * but an abort is `NameSuggestionsError` ('Error fetching name suggestions').
 */
export const getNameSuggestions = jsonEndpoint(
  nameSuggestionsResponse,
  ({ name, zone }: GetNameSuggestionsParameters) => ({
    path: ['v1', 'profile', 'suggestions', name],
    query: { zone },
  }),
  { failure: (cause) => new NameSuggestionsError({ cause }) },
)
