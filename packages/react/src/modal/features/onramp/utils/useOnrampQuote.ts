import type { Kit } from '@kit/core'
import { fetchOnrampQuote } from '@kit/core/modules/features/onramp/fetchOnrampQuote'
import { useEffect } from 'react'

/** How long typing pauses before a quote is asked for. */
const quoteDelay = 300

export type UseOnrampQuoteParameters = {
  /** What the quote depends on (amount, currencies, payment method), joined: a change asks again. */
  form: string
  ready: boolean
}

/** Asks for a new quote once the form has been still for a moment. */
export function useOnrampQuote(kit: Kit, { form, ready }: UseOnrampQuoteParameters): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the form restarts the wait
  useEffect(() => {
    if (!ready) return
    const timer = setTimeout(() => void fetchOnrampQuote(kit), quoteDelay)
    return () => clearTimeout(timer)
  }, [kit, form, ready])
}
