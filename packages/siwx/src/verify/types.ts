import type { SiwxMessage, SiwxNamespace } from '../message/types.js'

export type SiwxVerifyParameters = {
  /** The exact text that was signed. */
  message: string
  /** Its parsed fields (address, chain). */
  fields: SiwxMessage
  /** As the wallet answered: hex for eip155, base58 for Solana, base64 for Bitcoin. */
  signature: string
}

/** Checks a signature for one namespace; `@kit/siwx/eip155`, `/solana` and `/bip122` make them. */
export type SiwxVerifier = {
  readonly namespace: SiwxNamespace
  /**
   * Whether `signature` signs `message` for `fields.address`: `false` for a wrong or malformed
   * signature; throws `SiwxVerificationError` ('unverified') when it cannot tell.
   */
  verify(parameters: SiwxVerifyParameters): Promise<boolean>
}

/** A store of issued nonces; `consume` answers `true` once per issued nonce, then `false`. */
export type SiwxNonceStore = {
  consume(nonce: string): Promise<boolean>
}
