import type { ChainNamespace } from '../../types/network.js'

export type FindLookalikeAddressParameters = {
  namespace: ChainNamespace
  /** The address about to be sent to. */
  receiver: string
  /** Addresses the account knows: its own, and those it sent to before. */
  known: readonly string[]
}

/**
 * The part of an address a glance reads: EVM after `0x` and case-insensitive; a bech32 Bitcoin
 * address after its human-readable part and witness version (`bc1q…`); others as they are.
 */
function addressBody(namespace: ChainNamespace, address: string): string {
  if (namespace === 'eip155') return address.toLowerCase().replace(/^0x/, '')
  if (namespace === 'bip122') {
    const separator = address.lastIndexOf('1')
    const hrp = address.slice(0, separator).toLowerCase()
    if (separator > 0 && /^(bc|tb|bcrt)$/.test(hrp))
      return address.toLowerCase().slice(separator + 2)
  }
  return address
}

/**
 * Address poisoning (SECURITY S23): a known address that the receiver imitates, having the same
 * first 4 and last 4 characters of its body while being a different address, else undefined.
 * Sending to a known address itself is never flagged.
 */
export function findLookalikeAddress({
  namespace,
  receiver,
  known,
}: FindLookalikeAddressParameters): string | undefined {
  const body = addressBody(namespace, receiver)
  if (body.length < 8) return undefined
  const bodies = known.map((address) => ({ address, body: addressBody(namespace, address) }))
  if (bodies.some((entry) => entry.body === body)) return undefined
  return bodies.find(
    (entry) =>
      entry.body.length >= 8 &&
      entry.body.slice(0, 4) === body.slice(0, 4) &&
      entry.body.slice(-4) === body.slice(-4),
  )?.address
}
