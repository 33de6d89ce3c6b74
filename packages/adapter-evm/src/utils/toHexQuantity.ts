import { InvalidHexQuantityError } from '../errors/encoding.js'

const maxUint256 = 2n ** 256n - 1n

/** Encodes a non-negative integer up to 2^256-1 as a JSON-RPC hex quantity. */
export function toHexQuantity(value: bigint | number): `0x${string}` {
  const quantity = typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value
  if (typeof quantity !== 'bigint' || quantity < 0n || quantity > maxUint256)
    throw new InvalidHexQuantityError(value)
  return `0x${quantity.toString(16)}`
}
