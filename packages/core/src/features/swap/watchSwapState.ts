import { snapshot, subscribe } from 'valtio/vanilla'
import type { Kit } from '../../types/kit.js'
import { getSwapState, type SwapState } from './swapState.js'

export type SwapStateSnapshot = ReturnType<typeof snapshot<SwapState>>

/** An immutable snapshot of the swap; the same object until the swap changes. */
export function readSwapState(kit: Kit): SwapStateSnapshot {
  return snapshot(getSwapState(kit))
}

/** Calls `onChange` on every change of the swap (synchronously); returns an unsubscribe. */
export function watchSwapState(kit: Kit, { onChange }: { onChange: () => void }): () => void {
  return subscribe(getSwapState(kit), onChange, true)
}
