import { checksumAddress } from './checksumAddress.js'

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * `0x` and 40 hex characters, either all lowercase or with a valid EIP-55 checksum; the same
 * answers as viem's strict `isAddress` (an all-uppercase address must match its checksum too).
 */
export function isAddress(value: unknown): value is `0x${string}` {
  if (typeof value !== 'string' || !addressPattern.test(value)) return false
  return value.toLowerCase() === value || checksumAddress(value) === value
}
