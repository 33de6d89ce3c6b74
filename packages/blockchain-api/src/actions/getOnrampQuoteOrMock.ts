import type { ApiClient } from '../createApiClient.js'
import type { OnrampQuote } from '../types/onramp.js'
import { isAbortError } from '../utils/isAbortError.js'
import type { RequestOptions } from '../utils/request.js'
import { type GetOnrampQuoteParameters, getOnrampQuote } from './getOnrampQuote.js'
import { mockOnrampQuote } from './mockOnrampQuote.js'

/** `getOnrampQuote`, or `mockOnrampQuote` when it fails for any reason but an abort (SPEC §7). */
export async function getOnrampQuoteOrMock(
  client: ApiClient,
  parameters: GetOnrampQuoteParameters,
  { signal }: RequestOptions = {},
): Promise<OnrampQuote> {
  try {
    return await getOnrampQuote(client, parameters, { signal })
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error
    return mockOnrampQuote(parameters)
  }
}
