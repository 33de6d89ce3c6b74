import { snapshot, subscribe } from 'valtio/vanilla'
import type { Kit } from '../../types/kit.js'
import { getNamesState, type NamesState } from './getNamesState.js'

export type WatchNamesStateParameters = { onChange: () => void }

/** A read-only snapshot of the names state, the same object until the state changes. */
export function getNamesSnapshot(kit: Kit): Readonly<NamesState> {
  return snapshot(getNamesState(kit)) as Readonly<NamesState>
}

/** Calls `onChange` after the names state changes; returns the unsubscribe. */
export function watchNamesState(kit: Kit, { onChange }: WatchNamesStateParameters): () => void {
  return subscribe(getNamesState(kit), onChange, true)
}
