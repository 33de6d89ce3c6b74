import { getNameSuggestions } from '@kit/blockchain-api/modules/actions/getNameSuggestions'
import type { Kit } from '../../types/kit.js'
import { accountNameZone } from './accountNameZone.js'
import { validateAccountName } from './validateAccountName.js'

export type NameSuggestion = { name: string; registered: boolean }

export type FetchNameSuggestionsParameters = {
  /** A valid label (see `validateAccountName`). */
  label: string
  /** Aborts the request when a newer input supersedes it. */
  signal?: AbortSignal | undefined
}

/**
 * `GET /v1/profile/suggestions/{label}?zone=kit.id`: the name asked for and free names like it,
 * each marked taken or not. Only names of the zone that follow the SPEC §5 rule are kept, once. Fails with `NameSuggestionsError`
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
  const seen = new Set<string>()
  const kept: NameSuggestion[] = []
  for (const { name, registered } of suggestions) {
    const lower = name.toLowerCase()
    if (!lower.endsWith(suffix) || seen.has(lower)) continue
    // A name the rule refuses (markup, bidi controls, lookalike letters) is never offered.
    if (!validateAccountName({ label: lower.slice(0, -suffix.length) }).valid) continue
    seen.add(lower)
    kept.push({ name: lower, registered })
  }
  return kept
}
