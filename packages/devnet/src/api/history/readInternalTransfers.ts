import type { IndexedTransfer } from './IndexedTransaction.js'

/** A frame of `debug_traceTransaction` with the `callTracer`, as far as the index reads it. */
export type CallFrame = {
  type: string
  from: string
  to?: string
  value?: string
  error?: string
  calls?: CallFrame[]
}

/**
 * The native currency contracts sent on inside a transaction (a router paying out unwrapped
 * ether after a swap): every successful inner CALL with a value, depth first. The outer call is
 * the transaction's own value, which the index reads from the transaction itself.
 */
export function readInternalTransfers(trace: CallFrame): IndexedTransfer[] {
  const transfers: IndexedTransfer[] = []
  const visit = (frame: CallFrame) => {
    if (frame.error) return // reverted: nothing moved, below it either
    for (const call of frame.calls ?? []) {
      if (call.error) continue
      const value = call.value ? BigInt(call.value) : 0n
      if (value > 0n && call.to && (call.type === 'CALL' || call.type === 'SELFDESTRUCT')) {
        transfers.push({
          kind: 'native',
          contract: '',
          from: call.from.toLowerCase(),
          to: call.to.toLowerCase(),
          amount: value,
        })
      }
      visit(call)
    }
  }
  visit(trace)
  return transfers
}
