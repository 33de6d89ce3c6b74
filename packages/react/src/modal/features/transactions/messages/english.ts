/** English texts of Transactions; each other language has a module in `locales/`. */
export const english = {
  'transactions.list': 'Transaction history',
  'transactions.end': 'No older transactions',
  'transactions.loadingMore': 'Loading more transactions',
} as const

export type TransactionsMessageKey = keyof typeof english
