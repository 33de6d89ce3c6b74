import type { ConnectResult } from '../types/adapter.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { parseCaipAddress } from '../utils/caip.js'

const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

export type ReadSessionAccountParameters = {
  namespace: ChainNamespace
  /** CAIP-10 accounts as the wallet approved them: untrusted. */
  accounts: readonly string[]
  /** The app's active network of the namespace, kept when the wallet approved an account on it. */
  network: CaipNetwork | undefined
}

/**
 * The account a session connects in a namespace without an adapter: on the app's active network
 * when the wallet approved it, else on the wallet's first chain. Entries that are not CAIP-10 ids
 * of the namespace (or, for eip155, not a 20-byte hex address) are skipped; `undefined` when none
 * is left.
 */
export function readSessionAccount({
  namespace,
  accounts,
  network,
}: ReadSessionAccountParameters): Omit<ConnectResult, 'walletInfo'> | undefined {
  const parsed = accounts.flatMap((account) => {
    try {
      const entry = parseCaipAddress(account)
      if (entry.namespace !== namespace) return []
      if (namespace === 'eip155' && !evmAddressPattern.test(entry.address)) return []
      return [entry]
    } catch {
      return []
    }
  })
  const onActive = parsed.filter((entry) => entry.caipNetworkId === network?.caipNetworkId)
  const first = onActive[0] ?? parsed[0]
  if (!first) return undefined
  const addresses = [
    ...new Set(parsed.filter((e) => e.caipNetworkId === first.caipNetworkId).map((e) => e.address)),
  ]
  return {
    address: first.address,
    chainId: namespace === 'eip155' ? Number(first.reference) : first.reference,
    accounts: addresses.map((address) => ({ namespace, address, type: 'eoa' as const })),
  }
}
