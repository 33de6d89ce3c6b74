import { normalizeEvmChainId } from '@kit/core/modules/utils/caip'
import { InvalidAccountsError } from '../errors/wallet.js'
import { isAddress } from '../utils/isAddress.js'

/** The part of a WalletConnect session Kit reads: its eip155 accounts (`eip155:<chain>:<address>`). */
export type SessionNamespaces = Record<string, { accounts?: readonly string[] } | undefined>

export type SessionAccounts = {
  /** Distinct addresses, in the wallet's order. */
  addresses: `0x${string}`[]
  /** Chain ids the wallet approved, in its order. */
  chainIds: number[]
}

/**
 * Reads the approved eip155 accounts of a session. Entries that are not `eip155:<decimal>:<0x
 * address>` are skipped; a session with none throws `InvalidAccountsError`.
 */
export function readSessionAccounts(namespaces: SessionNamespaces): SessionAccounts {
  const addresses: `0x${string}`[] = []
  const chainIds: number[] = []
  for (const account of namespaces.eip155?.accounts ?? []) {
    const [namespace, reference, address, extra] = String(account).split(':')
    if (namespace !== 'eip155' || extra !== undefined || !address || !isAddress(address)) continue
    // CAIP-2 eip155 references are canonical decimals only (SECURITY B02).
    if (!reference || !/^(0|[1-9][0-9]{0,15})$/.test(reference)) continue
    let chainId: number
    try {
      chainId = normalizeEvmChainId(reference)
    } catch {
      continue
    }
    if (!chainIds.includes(chainId)) chainIds.push(chainId)
    const lower = address.toLowerCase()
    if (!addresses.some((a) => a.toLowerCase() === lower)) addresses.push(address as `0x${string}`)
  }
  if (addresses.length === 0)
    throw new InvalidAccountsError({ details: 'The session approved no eip155 account' })
  return { addresses, chainIds }
}
