import type { CaipNetwork } from '../../types/network.js'

type Namespace = CaipNetwork['chainNamespace']

/**
 * Addresses of each namespace the kit sends on, in shapes no account name takes: an EVM address
 * with its `0x`, a Solana key in mixed case (base58; a name is looked up in lower case, and a
 * random key has an upper-case letter all but always), a Bitcoin address as bech32 at one of its
 * lengths or as base58 in mixed case.
 */
const addressShapes: Partial<Record<Namespace, readonly RegExp[]>> = {
  eip155: [/^0x[0-9a-fA-F]{40}$/],
  solana: [/^(?=[^A-Z]*[A-Z])[1-9A-HJ-NP-Za-km-z]{32,44}$/],
  bip122: [
    /^(bc|tb)1[qp]([02-9ac-hj-np-z]{38}|[02-9ac-hj-np-z]{58})$/i,
    /^bcrt1[qp]([02-9ac-hj-np-z]{38}|[02-9ac-hj-np-z]{58})$/i,
    /^(?=[^A-Z]*[A-Z])[123mn][1-9A-HJ-NP-Za-km-z]{24,33}$/,
  ],
}

/**
 * The namespace other than `namespace` whose address `text` is, if any: a visitor who pastes an
 * EVM address into a Solana send has typed an address of the wrong network, not a name, and the
 * name lookup must not be asked about it.
 */
export function foreignAddressNamespace({
  text,
  namespace,
}: {
  text: string
  namespace: Namespace
}): Namespace | undefined {
  for (const [other, shapes] of Object.entries(addressShapes) as [Namespace, RegExp[]][]) {
    if (other !== namespace && shapes.some((shape) => shape.test(text))) return other
  }
  return undefined
}
