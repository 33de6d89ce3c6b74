import type { Kit } from '@kit/core'
import {
  fetchNameSuggestions,
  type NameSuggestion,
} from '@kit/core/modules/features/names/fetchNameSuggestions'
import { useEffect, useState } from 'react'

export type NameSuggestionsResult =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; suggestions: NameSuggestion[] }
  | { status: 'error' }

type Settled = { label: string; suggestions: NameSuggestion[] | undefined }

/** How long typing must pause before suggestions are asked for. */
export const suggestionsDelay = 300

/**
 * Suggestions for `label` as the visitor types: asked once typing pauses (`delay`), and the
 * request for an earlier label is aborted as soon as the label changes. An empty label asks
 * nothing.
 */
export function useNameSuggestions(
  kit: Kit,
  { label, delay = suggestionsDelay }: { label: string; delay?: number },
): NameSuggestionsResult {
  const [settled, setSettled] = useState<Settled>()
  useEffect(() => {
    if (!label) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchNameSuggestions(kit, { label, signal: controller.signal }).then(
        (suggestions) => {
          if (!controller.signal.aborted) setSettled({ label, suggestions })
        },
        () => {
          if (!controller.signal.aborted) setSettled({ label, suggestions: undefined })
        },
      )
    }, delay)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kit, label, delay])
  if (!label) return { status: 'idle' }
  if (settled?.label !== label) return { status: 'loading' }
  return settled.suggestions
    ? { status: 'success', suggestions: settled.suggestions }
    : { status: 'error' }
}
