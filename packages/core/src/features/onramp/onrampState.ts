import type { OnrampOptionsResponse, OnrampQuote, Transaction } from '@kit/blockchain-api'
import { proxy, ref, snapshot, subscribe } from 'valtio/vanilla'
import { getFeatureState } from '../../actions/getFeatureState.js'
import type { Kit } from '../../types/kit.js'
import type { OnrampPaymentMethod } from './onrampLimits.js'

/** A purchase the visitor started: the provider's window is open, the funding not yet seen. */
export type OnrampPurchase = {
  /** The provider page (checked by `isSafeOnrampUrl`), to open again. */
  url: string
  caipNetworkId: string
  address: string
  /** The account's native balance when the purchase started (a decimal string). */
  startBalance: string
  /** `waiting` until the balance grows; `completed` then. */
  status: 'waiting' | 'completed'
  /** What was bought, from the quote: shown while waiting. */
  amount: string
  symbol: string
}

/** The Buy feature's state on one instance (reset with the account or network). */
export type OnrampState = {
  /** The fiat amount as typed (a decimal string, checked by `validateOnrampAmount`). */
  amount: string
  /** The payment currency's id (`USD`). */
  paymentCurrency: string
  paymentMethod: OnrampPaymentMethod
  /** The purchase currency's id; undefined until the options are in. */
  purchaseCurrency: string | undefined
  options: OnrampOptionsResponse | undefined
  /** The options are SPEC §7's built-in list: the API could not give them. */
  optionsFallback: boolean
  optionsLoading: boolean
  quote: OnrampQuote | undefined
  /** The quote is the fallback one (the API could not quote): an estimate only. */
  quoteFallback: boolean
  /** Which amount, currencies and network the quote is for (see `onrampQuoteKey`). */
  quoteKey: string | undefined
  quoteLoading: boolean
  purchase: OnrampPurchase | undefined
  /** The provider's window while a purchase is open (its `opener` is cut). */
  popup: Window | undefined
  /** The account's onramp purchases on the active network, newest first. */
  history: Transaction[] | undefined
  historyLoading: boolean
  historyError: boolean
}

const initial = (): OnrampState => ({
  amount: '',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  purchaseCurrency: undefined,
  options: undefined,
  optionsFallback: false,
  optionsLoading: false,
  quote: undefined,
  quoteFallback: false,
  quoteKey: undefined,
  quoteLoading: false,
  purchase: undefined,
  popup: undefined,
  history: undefined,
  historyLoading: false,
  historyError: false,
})

/** The Buy feature's live state (a valtio proxy); only the onramp actions write it. */
export function getOnrampState(kit: Kit): OnrampState {
  return getFeatureState(kit, {
    feature: 'onramp',
    create: () => proxy(initial()),
    // An open provider window stays open: the visitor may be paying in it.
    reset: (state) => void Object.assign(state, initial()),
  })
}

/** A read-only snapshot of the Buy feature's state. */
export function getOnrampSnapshot(kit: Kit): Readonly<OnrampState> {
  return snapshot(getOnrampState(kit)) as Readonly<OnrampState>
}

export type WatchOnrampStateParameters = { onChange: () => void }

/** Calls `onChange` after each change of the Buy feature's state; returns the unsubscribe. */
export function watchOnrampState(kit: Kit, { onChange }: WatchOnrampStateParameters): () => void {
  return subscribe(getOnrampState(kit), onChange, true)
}

/** Keeps a value out of the proxy (API answers, the popup): replaced whole, never mutated. */
export function keepWhole<T extends object>(value: T): T {
  return ref(value)
}
