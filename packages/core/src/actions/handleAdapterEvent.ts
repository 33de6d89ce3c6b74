import { ref } from 'valtio/vanilla'
import type { AdapterEvent } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'

export type HandleAdapterEventParameters = { namespace: ChainNamespace; event: AdapterEvent }

/**
 * Turns what an adapter reports into state: the wallets it found here; a connected wallet's
 * account and chain changes through `applyWalletEvent`, which the connection installed (only a
 * connection sets an address, and a wallet's events matter only then).
 */
export function handleAdapterEvent(
  kit: Kit,
  { namespace, event }: HandleAdapterEventParameters,
): void {
  if (event.type === 'connectors')
    kit.stores.connectors.byNamespace[namespace] = event.connectors.map((c) => ref({ ...c }))
  else kit.runtime.applyWalletEvent?.(kit, { namespace, event })
}
