import { InvalidHexQuantityError } from '../errors/encoding.js'

// At most 64 digits (uint256); no leading zeros, no bare `0x` (B16).
const quantityPattern = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/

/** Reads a JSON-RPC hex quantity strictly: `0x0` and `0x1f` pass; `0x`, `0x00`, `ff`, `0x0400` do not. */
export function parseHexQuantity(value: unknown): bigint {
  if (typeof value !== 'string' || !quantityPattern.test(value))
    throw new InvalidHexQuantityError(value)
  return BigInt(value)
}
