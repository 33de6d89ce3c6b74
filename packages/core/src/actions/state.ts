import { snapshot, subscribe } from 'valtio/vanilla'
import type { Kit, KitStores } from '../types/kit.js'

export type StoreName = keyof KitStores
export type StoreSnapshot<K extends StoreName> = ReturnType<typeof snapshot<KitStores[K]>>

/** An immutable snapshot of one store; the same object until the store changes. */
export function getState<K extends StoreName>(kit: Kit, store: K): StoreSnapshot<K> {
  return snapshot(kit.stores[store]) as StoreSnapshot<K>
}

export type WatchStateParameters<K extends StoreName> = {
  onChange: (state: StoreSnapshot<K>) => void
  /** Notify synchronously on each change instead of once per microtask batch. */
  sync?: boolean
}

/** Calls `onChange` with a fresh snapshot whenever the store changes; returns an unsubscribe. */
export function watchState<K extends StoreName>(
  kit: Kit,
  store: K,
  { onChange, sync = false }: WatchStateParameters<K>,
): () => void {
  return subscribe(kit.stores[store], () => onChange(getState(kit, store)), sync)
}

/** The store as it was when the instance was created; React uses it as the server snapshot. */
export function getInitialState<K extends StoreName>(kit: Kit, store: K): StoreSnapshot<K> {
  return kit.initialSnapshots[store] as StoreSnapshot<K>
}
