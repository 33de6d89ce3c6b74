import { type Address, getAddress, isAddress } from 'viem'
import { ApiRequestError } from '../../errors/api.js'

/**
 * An EVM address: 0x and 40 hex digits, all lowercase or correctly checksummed (SECURITY B04).
 * Returned checksummed.
 */
export function parseAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value)) {
    throw new ApiRequestError({ field, description: 'Invalid address' })
  }
  return getAddress(value)
}
