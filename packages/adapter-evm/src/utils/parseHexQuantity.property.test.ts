import { BaseError } from '@kit/core'
import { fc, propertyTest } from '@kit/fuzz'
import { hexToBigInt } from 'viem'
import { expect } from 'vitest'
import { parseHexQuantity } from './parseHexQuantity.js'
import { toHexQuantity } from './toHexQuantity.js'

const maxUint256 = 2n ** 256n - 1n
const hexDigits = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength })

/** RPC results: hex-looking strings (canonical or not), other strings, and other JSON values. */
const rpcResult = fc.oneof(
  hexDigits(70).map((digits) => `0x${digits}`),
  hexDigits(70),
  fc.string(),
  fc.anything(),
)

propertyTest(
  'parseHexQuantity: any RPC result is a uint256 or a typed error, never an untyped throw',
  [rpcResult],
  (value) => {
    try {
      const parsed = parseHexQuantity(value)
      expect(parsed >= 0n && parsed <= maxUint256).toBe(true)
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
    }
  },
)

propertyTest(
  'parseHexQuantity: accepts exactly the canonical quantities, with the value viem reads',
  [hexDigits(66)],
  (digits) => {
    const value = `0x${digits}` as const
    const canonical = /^(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/.test(digits)
    if (!canonical) {
      expect(() => parseHexQuantity(value)).toThrow(BaseError)
      return
    }
    expect(parseHexQuantity(value)).toBe(hexToBigInt(value))
  },
)

propertyTest(
  'parseHexQuantity round-trips toHexQuantity over uint256',
  [fc.bigInt({ min: 0n, max: maxUint256 })],
  (n) => {
    expect(parseHexQuantity(toHexQuantity(n))).toBe(n)
  },
)

propertyTest(
  'toHexQuantity round-trips parseHexQuantity (lowercased)',
  [hexDigits(64)],
  (digits) => {
    const value = `0x${digits}`
    let parsed: bigint
    try {
      parsed = parseHexQuantity(value)
    } catch {
      return
    }
    expect(toHexQuantity(parsed)).toBe(value.toLowerCase())
  },
)
