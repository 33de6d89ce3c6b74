import { confirmedDepth, finalizedDepth } from './createSolanaLedger.js'
import type { TransactionRecord } from './TransactionRecord.js'

export type Commitment = 'processed' | 'confirmed' | 'finalized'

// The slot closes with the transaction; the slots after it are the votes on it.
function depthOf(slot: number, currentSlot: number): number {
  return Math.max(0, currentSlot - slot - 1)
}

/** The commitment a change made in `slot` has reached at `currentSlot`. */
export function commitmentOf(slot: number, currentSlot: number): Commitment {
  const depth = depthOf(slot, currentSlot)
  return depth >= finalizedDepth ? 'finalized' : depth >= confirmedDepth ? 'confirmed' : 'processed'
}

/** A landed transaction's status at `currentSlot`, as `getSignatureStatuses` lists it. */
export function signatureStatus(record: TransactionRecord, currentSlot: number) {
  const depth = depthOf(record.slot, currentSlot)
  const confirmationStatus = commitmentOf(record.slot, currentSlot)
  return {
    slot: record.slot,
    confirmations: confirmationStatus === 'finalized' ? null : depth,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus,
  }
}

const rank: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 }

/** Whether a status has reached `commitment`. */
export function reaches(status: Commitment, commitment: Commitment): boolean {
  return rank[status] >= rank[commitment]
}
