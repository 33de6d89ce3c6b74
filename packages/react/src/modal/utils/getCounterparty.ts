import type { Transaction } from '@kit/core'

/** The other side of a transaction: who sent it when it came in, who it went to otherwise. */
export function getCounterparty(transaction: Transaction): {
  address: string | undefined
  incoming: boolean
} {
  const { metadata, transfers } = transaction
  const transfer = transfers[0]
  const incoming = transfer ? transfer.direction === 'in' : metadata.operationType === 'receive'
  return { address: (incoming ? metadata.sentFrom : metadata.sentTo) || undefined, incoming }
}
