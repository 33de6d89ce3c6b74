import { getNameSuggestions } from '@kit/blockchain-api/modules/actions/getNameSuggestions'
import type { Kit } from '../../types/kit.js'
import { accountNameZone } from './accountNameZone.js'

export type NameSuggestion = { name: string; registered: boolean }

export type FetchNameSuggestionsParameters = {
  /** A valid label (see `validateAccountName`). */
  label: string
  /** Aborts the request when a newer input supersedes it. */
  signal?: AbortSignal | undefined
}

/**
 * `GET /v1/profile/suggestions/{label}?zone=kit.id`: the name asked for and free names like it,
 * each marked taken or not. Only names of the zone are kept. Fails with `NameSuggestionsError`
 * ('Error fetching name suggestions'); an abort rejects with the signal's reason.
 */
export async function fetchNameSuggestions(
  kit: Kit,
  { label, signal }: FetchNameSuggestionsParameters,
): Promise<NameSuggestion[]> {
  const { suggestions } = await getNameSuggestions(
    kit.clients.api,
    { name: label, zone: accountNameZone },
    { signal },
  )
  const suffix = `.${accountNameZone}`
  return suggestions
    .filter(({ name }) => name.toLowerCase().endsWith(suffix))
    .map(({ name, registered }) => ({ name: name.toLowerCase(), registered }))
}
