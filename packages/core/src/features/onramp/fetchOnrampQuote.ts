import { getOnrampQuote } from '@kit/blockchain-api/modules/actions/getOnrampQuote'
import { mockOnrampQuote } from '@kit/blockchain-api/modules/actions/mockOnrampQuote'
import type { Kit } from '../../types/kit.js'
import { runLatestRequest } from '../../utils/runLatestRequest.js'
import { abortRequests } from '../../utils/startRequest.js'
import { formatCents } from './formatCents.js'
import { getOnrampTarget } from './getOnrampTarget.js'
import { listOnrampTokens } from './listOnrampTokens.js'
import { getOnrampLimits } from './onrampLimits.js'
import { getOnrampState, keepWhole } from './onrampState.js'
import { validateOnrampAmount } from './validateOnrampAmount.js'

const quoteRequest = 'account:onramp:quote'

/** What a quote was asked for: a quote for another amount or currency is not shown. */
export function onrampQuoteKey(parts: {
  amount: string
  paymentCurrency: string
  purchaseCurrency: string
  network: string
}): string {
  return [parts.amount, parts.paymentCurrency, parts.purchaseCurrency, parts.network].join('|')
}

/**
 * Asks `POST /v1/onramp/quote` what the typed amount buys; when the API cannot quote, SPEC §7's
 * fallback quote is shown, marked as an estimate. Does nothing (and drops the quote) while the
 * amount is not within the limits. Only the newest request writes; a change of account or
 * network aborts it.
 */
export async function fetchOnrampQuote(kit: Kit): Promise<void> {
  const state = getOnrampState(kit)
  const target = getOnrampTarget(kit)
  const token = listOnrampTokens({ options: state.options, chainId: target?.chainId ?? '' }).find(
    (candidate) => candidate.id === state.purchaseCurrency,
  )
  const limits = getOnrampLimits({
    options: state.options,
    paymentCurrency: state.paymentCurrency,
    paymentMethod: state.paymentMethod,
  })
  const check = validateOnrampAmount({ amount: state.amount, limits })
  if (!target || !token || check.status !== 'valid') {
    abortRequests(kit, quoteRequest)
    Object.assign(state, { quote: undefined, quoteKey: undefined, quoteLoading: false })
    return
  }
  const parameters = {
    purchaseCurrency: token.id,
    paymentCurrency: state.paymentCurrency,
    amount: formatCents(check.cents),
    network: token.network,
  }
  const key = onrampQuoteKey(parameters)
  if (state.quoteKey === key && state.quote) return
  state.quoteLoading = true
  await runLatestRequest(kit, quoteRequest, {
    run: (signal) => getOnrampQuote(kit.clients.api, parameters, { signal }),
    onResult: (quote) =>
      Object.assign(state, {
        quote: keepWhole(quote),
        quoteFallback: false,
        quoteKey: key,
        quoteLoading: false,
      }),
    onError: (error) => {
      kit.warn('Onramp quote unavailable, showing an estimate', error)
      Object.assign(state, {
        quote: keepWhole(mockOnrampQuote(parameters)),
        quoteFallback: true,
        quoteKey: key,
        quoteLoading: false,
      })
    },
  })
}
