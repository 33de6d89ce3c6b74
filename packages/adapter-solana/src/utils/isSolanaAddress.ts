import { decodeBase58 } from './base58.js'

/**
 * SPEC §5: a Solana address is 32 to 44 base58 characters; it must also decode to the 32 bytes
 * of a public key (or program-derived address).
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44) return false
  return decodeBase58(value)?.length === 32
}
