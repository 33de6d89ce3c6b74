import { onrampQuote } from '../schemas/onramp.js'
import type { OnrampQuote } from '../types/onramp.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetOnrampQuoteParameters = {
  /** Id of the purchase currency (`USDC`, or the id from the onramp options). */
  purchaseCurrency: string
  /** Id of the payment currency (`USD`). */
  paymentCurrency: string
  /** Amount of the payment currency, as a decimal string. */
  amount: string
  /** Network name from the onramp options, e.g. `ethereum-mainnet`. */
  network: string
}
export type GetOnrampQuoteReturnType = OnrampQuote

/** `POST /v1/onramp/quote`: what buying with `amount` costs and gives; a read, so it is retried. */
export const getOnrampQuote = jsonEndpoint(
  onrampQuote,
  ({ purchaseCurrency, paymentCurrency, amount, network }: GetOnrampQuoteParameters, client) => ({
    path: ['v1', 'onramp', 'quote'],
    method: 'POST',
    idempotent: true,
    query: { projectId: client.projectId },
    body: { purchaseCurrency, paymentCurrency, amount, network },
  }),
)
