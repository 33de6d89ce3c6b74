import { getTransactionHistory } from '@kit/blockchain-api/modules/actions/getTransactionHistory'
import { ref } from 'valtio/vanilla'
import { createTransactionsState } from '../stores/createTransactionsStore.js'
import type { Kit } from '../types/kit.js'
import { getActiveAccount } from '../utils/getActiveAccount.js'
import { groupTransactions, isSpamTransaction } from '../utils/groupTransactions.js'
import { runLatestRequest } from '../utils/runLatestRequest.js'
import { isApiSupportedNetwork } from './isApiSupportedNetwork.js'
import { trackEvent } from './trackEvent.js'

export type FetchTransactionsParameters = {
  /** Start over from the newest page (the Activity tab opening, a network switch). */
  reset?: boolean
}

/** The text of a failed history fetch (SPEC §8); the list is then marked empty. */
export const failedToFetchTransactions = 'Failed to fetch transactions'

/**
 * Loads the next page of the connected account's history on the active network, through the
 * stored cursor. All-spam rows and rows of other chains are dropped (SPEC §5).
 */
export async function fetchTransactions(
  kit: Kit,
  { reset = false }: FetchTransactionsParameters = {},
): Promise<void> {
  const active = getActiveAccount(kit)
  if (!active) return
  const state = kit.stores.transactions
  const network = active.network.caipNetworkId
  if (reset || state.lastNetworkInView !== network) Object.assign(state, createTransactionsState())
  else if (state.loading || (state.transactions.length > 0 && state.next === undefined)) return
  const cursor = state.next
  state.loading = true
  state.lastNetworkInView = network
  state.error = undefined
  await runLatestRequest(kit, 'account:transactions', {
    run: async (signal) =>
      (await isApiSupportedNetwork(kit, { network: active.network }))
        ? getTransactionHistory(
            kit.clients.api,
            { account: active.address, chainId: network, cursor },
            { signal },
          )
        : { data: [], next: null },
    onResult: (page) => {
      const shown = page.data.filter(
        (transaction) => transaction.metadata.chain === network && !isSpamTransaction(transaction),
      )
      const transactions = [...state.transactions, ...shown]
      state.transactions = ref(transactions)
      state.transactionsByYear = ref(groupTransactions(transactions))
      state.next = page.next ?? undefined
      state.empty = transactions.length === 0 && state.next === undefined
      state.loading = false
    },
    onError: (error) => {
      kit.warn(failedToFetchTransactions, error)
      trackEvent(kit, { event: 'ERROR_FETCH_TRANSACTIONS', properties: { network } })
      Object.assign(state, { loading: false, empty: true, error: failedToFetchTransactions })
    },
  })
}
