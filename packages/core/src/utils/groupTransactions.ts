import type { Transaction } from '@kit/blockchain-api'

/** Groups rows by the year and month they were mined (SPEC §2), keeping their order. */
export function groupTransactions(
  transactions: readonly Transaction[],
): Record<string, Record<string, Transaction[]>> {
  const byYear: Record<string, Record<string, Transaction[]>> = {}
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(minedAt.getTime())) continue
    const year = String(minedAt.getFullYear())
    const month = String(minedAt.getMonth())
    byYear[year] ??= {}
    const months = byYear[year]
    months[month] ??= []
    months[month].push(transaction)
  }
  return byYear
}

/** A transaction whose every transfer is a spam-flagged NFT is hidden (SPEC §5). */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}
