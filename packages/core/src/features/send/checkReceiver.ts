import { getProfile } from '@kit/blockchain-api/modules/actions/getProfile'
import type { Kit } from '../../types/kit.js'
import type { CaipNetwork } from '../../types/network.js'
import { foreignAddressNamespace } from './foreignAddress.js'
import { readProfileAddress } from './readProfileAddress.js'
import type { SendReceiver } from './sendState.js'

export type CheckReceiverParameters = {
  /** What the visitor typed: an address or an account name. */
  text: string
  network: CaipNetwork
  signal?: AbortSignal | undefined
}

/** An address of the namespace's shape, or not (a name, or nothing usable). */
const addressShapes: Partial<Record<CaipNetwork['chainNamespace'], RegExp>> = {
  // SPEC §5: 40 hex characters, the 0x optional.
  eip155: /^(0x)?[0-9a-fA-F]{40}$/,
  // SPEC §5: 32 to 44 base58 characters.
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122: /^(bc1|tb1|bcrt1|[123mn])[0-9A-Za-z]{20,90}$/,
}
/** An account name: `alice.kit.id`, or a bare label of at least 4 characters (SPEC §5). */
const namePattern = /^[a-z0-9-]{4,63}(\.[a-z0-9-]{1,63})*$/i

export type CheckedReceiver =
  | { status: 'valid'; receiver: SendReceiver }
  | { status: 'invalid' }
  | { status: 'notFound' }

/**
 * Reads the receiver a visitor typed: an address valid on `network` (the adapter's own check: EVM
 * checksums, Solana keys, the network's Bitcoin addresses; the SPEC §5 shape without one), or a
 * name resolved through the API (`/v1/profile/account/{name}`) to the address it holds for the
 * network, with its avatar. An EVM address without `0x` gets it.
 */
export async function checkReceiver(
  kit: Kit,
  { text, network, signal }: CheckReceiverParameters,
): Promise<CheckedReceiver> {
  const value = text.trim()
  if (value === '') return { status: 'invalid' }
  const shape = addressShapes[network.chainNamespace]
  const adapter = kit.adapters[network.chainNamespace]
  const isValid = async (address: string) =>
    adapter?.isAddress
      ? adapter.isAddress({ address, network }).catch(() => false)
      : Boolean(shape?.test(address))
  if (shape?.test(value)) {
    const address =
      network.chainNamespace === 'eip155' && !value.startsWith('0x') ? `0x${value}` : value
    return (await isValid(address))
      ? { status: 'valid', receiver: { address } }
      : { status: 'invalid' }
  }
  // `0x12…` is a mistyped EVM address, not a name; another network's address is not one either.
  const hexLike = network.chainNamespace === 'eip155' && /^0x[0-9a-f]*$/i.test(value)
  const foreign = foreignAddressNamespace({ text: value, namespace: network.chainNamespace })
  if (hexLike || foreign || !namePattern.test(value)) return { status: 'invalid' }
  let profile: Awaited<ReturnType<typeof getProfile>>
  try {
    profile = await getProfile(kit.clients.api, { name: value.toLowerCase() }, { signal })
  } catch (error) {
    if (signal?.aborted) throw error
    return { status: 'notFound' }
  }
  const address = readProfileAddress(profile, network)
  if (!address || !(await isValid(address))) return { status: 'notFound' }
  return {
    status: 'valid',
    receiver: { address, name: profile.name, avatar: profile.attributes.avatar },
  }
}
