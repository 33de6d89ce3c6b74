import { proxy, ref } from 'valtio/vanilla'
import { getFeatureState } from '../../actions/getFeatureState.js'
import type { Kit } from '../../types/kit.js'
import type { SwapTokenOption } from './swapTokens.js'

/** Which side of the swap the token picker fills. */
export type SwapSide = 'from' | 'to'

export type SwapQuoteState = {
  status: 'idle' | 'loading' | 'success' | 'error'
  /** What the quote answers: `from|to|amount` in base units. */
  key: string | undefined
  toAmount: bigint | undefined
  /** Percent, as the API gave it. */
  priceImpact: number | undefined
  error: string | undefined
}

export type SwapState = {
  /** The token sold; native by default once the tokens are in. */
  from: SwapTokenOption | undefined
  to: SwapTokenOption | undefined
  /** The amount to sell as typed: a decimal string, read with `readSwapAmount`. */
  amount: string
  /** The side the token picker is open for. */
  picking: SwapSide
  tokens: {
    status: 'idle' | 'loading' | 'success' | 'unsupported' | 'error'
    /** The CAIP-2 id of the network the list is for. */
    chainId: string | undefined
    list: readonly SwapTokenOption[]
    error: string | undefined
  }
  /** The standard gas price of the network, in wei. */
  gasPrice: bigint | undefined
  quote: SwapQuoteState
  /** The approve and swap transactions of SwapPreview. */
  step: {
    /**
     * `approving`: the wallet is asked for the approval; `awaitingApproval`: its receipt is
     * awaited; `swapping`: the wallet is asked for the swap.
     */
    status: 'idle' | 'checking' | 'approving' | 'awaitingApproval' | 'swapping' | 'error'
    /** Why the last try stopped: the wallet declined, or anything else. */
    failure: 'rejected' | 'failed' | undefined
  }
  /** Whether the router may spend enough of the sold token (`checkSwapApproval`). */
  approval: 'unknown' | 'needed' | 'enough'
  /** The preset of `open({ view: 'Swap', arguments })` was applied to the tokens. */
  presetApplied: boolean
}

const idleQuote = (): SwapQuoteState => ({
  status: 'idle',
  key: undefined,
  toAmount: undefined,
  priceImpact: undefined,
  error: undefined,
})

const initial = (): SwapState => ({
  from: undefined,
  to: undefined,
  amount: '',
  picking: 'from',
  tokens: { status: 'idle', chainId: undefined, list: ref([]), error: undefined },
  gasPrice: undefined,
  quote: idleQuote(),
  step: { status: 'idle', failure: undefined },
  approval: 'unknown',
  presetApplied: false,
})

/** The swap being written on this instance; reset when the account or network changes. */
export function getSwapState(kit: Kit): SwapState {
  return getFeatureState(kit, {
    feature: 'swap',
    create: () => proxy(initial()),
    reset: (state) => {
      kit.runtime.requests.get('swap:quote')?.abort()
      Object.assign(state, initial())
    },
  })
}

/** Forgets the quote (the tokens or the amount changed). */
export function clearSwapQuote(state: SwapState): void {
  state.quote = idleQuote()
  state.approval = 'unknown'
}
