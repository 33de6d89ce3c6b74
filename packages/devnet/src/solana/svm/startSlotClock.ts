import type { SolanaLedger } from './createSolanaLedger.js'

/** Advances the ledger one slot every `intervalMs` (none when 0); returns the stop function. */
export function startSlotClock(ledger: SolanaLedger, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {}
  const timer = setInterval(() => ledger.advanceSlot(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
