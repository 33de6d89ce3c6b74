import type { Transaction } from '@kit/blockchain-api'
import { proxy, ref } from 'valtio/vanilla'

/** The account's activity (SPEC §3 transaction list state). */
export type TransactionsState = {
  /** Shown rows, newest first: all-spam rows and other chains are already removed. */
  transactions: Transaction[]
  /** Year → month index (`'0'`–`'11'`) → rows, newest first. */
  transactionsByYear: Record<string, Record<string, Transaction[]>>
  coinbaseTransactions: Transaction[]
  loading: boolean
  empty: boolean
  /** Cursor of the next page; undefined once the last page is in. */
  next: string | undefined
  lastNetworkInView: string | undefined
  /** 'Failed to fetch transactions' after a failure. */
  error: string | undefined
}

export function createTransactionsState(): TransactionsState {
  return {
    transactions: ref([]),
    transactionsByYear: ref({}),
    coinbaseTransactions: ref([]),
    loading: false,
    empty: false,
    next: undefined,
    lastNetworkInView: undefined,
    error: undefined,
  }
}

export function createTransactionsStore() {
  return proxy<TransactionsState>(createTransactionsState())
}
