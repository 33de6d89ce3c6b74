/** The chain namespaces Kit writes sign-in messages for. */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122'

/**
 * The fields of a CAIP-122 sign-in message. Timestamps stay RFC 3339 strings so that a parsed
 * message rebuilds byte for byte; optional fields are absent, never `undefined`, once parsed.
 */
export type SiwxMessage = {
  namespace: SiwxNamespace
  /** RFC 3986 authority of the site asking: `host` or `host:port`, no scheme and no userinfo. */
  domain: string
  /** The signing account: EIP-55 for eip155, base58 for Solana, the address for bip122. */
  address: string
  /** One line for the visitor; no line breaks. */
  statement?: string | undefined
  /** The RFC 3986 URI the sign-in is for (usually the page's origin). */
  uri: string
  version: '1'
  /**
   * The CAIP-2 reference of the chain: `1` on Ethereum, the genesis-hash prefix elsewhere; a
   * Solana message may name the cluster instead (`mainnet`, `solana:devnet`, …).
   */
  chainId: string
  /** At least 8 letters and digits. */
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  /** RFC 3986 URIs; at least one when present. */
  resources?: readonly string[] | undefined
}

/** A field's name, as errors report it. */
export type SiwxField = Exclude<keyof SiwxMessage, 'namespace'> | 'namespace'
