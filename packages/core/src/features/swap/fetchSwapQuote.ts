import { getConvertQuotes } from '@kit/blockchain-api/modules/actions/getConvertQuotes'
import type { Kit } from '../../types/kit.js'
import { getActiveAccount } from '../../utils/getActiveAccount.js'
import { runLatestRequest } from '../../utils/runLatestRequest.js'
import { readSwapAmount } from './swapAmount.js'
import { clearSwapQuote, getSwapState } from './swapState.js'

/** The key of the quote for the swap as it stands, or undefined when it cannot be quoted. */
export function swapQuoteKey(kit: Kit): string | undefined {
  const { from, to, amount } = getSwapState(kit)
  if (!from || !to || from.address === to.address) return undefined
  const read = readSwapAmount({ text: amount, decimals: from.decimals })
  if (!read.ok || read.value === 0n) return undefined
  return `${from.address}|${to.address}|${read.value}`
}

/**
 * Asks `/v1/convert/quotes` what the swap as it stands gives. A newer call aborts the one in
 * flight (typing supersedes the last quote); nothing is asked for an amount that is empty, zero
 * or not an amount.
 */
export async function fetchSwapQuote(kit: Kit): Promise<void> {
  const state = getSwapState(kit)
  const key = swapQuoteKey(kit)
  const active = getActiveAccount(kit)
  if (key === undefined || !active || !state.from || !state.to) {
    kit.runtime.requests.get('swap:quote')?.abort()
    clearSwapQuote(state)
    return
  }
  if (state.quote.key === key && state.quote.status === 'success') return
  const [from, to, amount] = key.split('|') as [string, string, string]
  state.quote = { ...state.quote, status: 'loading', key, error: undefined }
  await runLatestRequest(kit, 'swap:quote', {
    run: async (signal) => {
      const { quotes } = await getConvertQuotes(
        kit.clients.api,
        {
          amount,
          userAddress: active.caipAddress,
          from,
          to,
          gasPrice: (state.gasPrice ?? 0n).toString(),
        },
        { signal },
      )
      return { quote: quotes[0] }
    },
    onResult: ({ quote }) => {
      if (state.quote.key !== key) return
      state.quote = quote
        ? {
            status: 'success',
            key,
            toAmount: BigInt(quote.toAmount),
            priceImpact: quote.priceImpact,
            error: undefined,
          }
        : { ...state.quote, status: 'error', toAmount: undefined, error: 'No quote' }
    },
    onError: (error) => {
      if (state.quote.key !== key) return
      kit.warn('Swap quote unavailable', error)
      state.quote = {
        status: 'error',
        key,
        toAmount: undefined,
        priceImpact: undefined,
        error: error instanceof Error ? error.message : String(error),
      }
    },
  })
}
