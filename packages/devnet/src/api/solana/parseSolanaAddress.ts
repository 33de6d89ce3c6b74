import { ApiRequestError } from '../../errors/api.js'
import { isAddress } from '../../solana/rpc/params.js'

/** Whether `value` is a Solana address: base58 of 32 bytes. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 44 && isAddress(value)
}

/** A Solana address (base58 of 32 bytes); anything else is a 400 naming `field`. */
export function parseSolanaAddress(value: unknown, field: string): string {
  if (!isSolanaAddress(value)) throw new ApiRequestError({ field, description: 'Invalid address' })
  return value
}
