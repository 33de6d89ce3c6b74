import { snapshot, subscribe } from 'valtio/vanilla'
import type { Kit } from '../../types/kit.js'
import { getSendState, type SendState } from './sendState.js'

/** A read-only snapshot of the send draft, the same object until the draft changes. */
export function getSendSnapshot(kit: Kit): Readonly<SendState> {
  return snapshot(getSendState(kit)) as Readonly<SendState>
}

/** Calls `onChange` after the send draft changes; returns the unsubscribe. */
export function watchSendState(kit: Kit, { onChange }: { onChange: () => void }): () => void {
  return subscribe(getSendState(kit), onChange, true)
}
