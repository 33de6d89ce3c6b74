import type { TransactionOutcome, TransactionReplacement } from '../../types/adapter.js'
import type { Kit } from '../../types/kit.js'
import type { CaipNetwork } from '../../types/network.js'

export type WaitForSendParameters = {
  network: CaipNetwork
  hash: string
  onReplaced?: ((replacement: TransactionReplacement) => void) | undefined
  signal?: AbortSignal | undefined
}

/**
 * Waits for a sent transaction through the network's adapter (SPEC §9: 180 s, 6 retries, 200 ms
 * doubled); undefined when the adapter cannot wait (its send already waited, or the namespace has
 * no receipts to poll).
 */
export async function waitForSend(
  kit: Kit,
  { network, hash, onReplaced, signal }: WaitForSendParameters,
): Promise<TransactionOutcome | undefined> {
  const adapter = kit.adapters[network.chainNamespace]
  if (!adapter?.waitForTransaction) return undefined
  return adapter.waitForTransaction({ network, hash, onReplaced, signal })
}
