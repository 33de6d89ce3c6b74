import { InvalidHexDataError } from '../errors/encoding.js'

const wordPattern = /^0x[0-9a-fA-F]{64}$/

/** Reads an `eth_call` result that is one ABI-encoded `uint256` (exactly 32 bytes) strictly. */
export function decodeAbiUint(value: unknown): bigint {
  if (typeof value !== 'string' || !wordPattern.test(value)) throw new InvalidHexDataError(value)
  return BigInt(value)
}
