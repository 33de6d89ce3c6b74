import { BaseError, normalizeEvmChainId } from '@kit/core'
import { fc, propertyTest } from '@kit/fuzz'
import { numberToHex } from 'viem'
import { expect } from 'vitest'
import { toHexQuantity } from './toHexQuantity.js'

const maxUint256 = 2n ** 256n - 1n

propertyTest(
  'toHexQuantity: a uint256 is encoded as viem encodes it',
  [fc.bigInt({ min: 0n, max: maxUint256 })],
  (n) => {
    expect(toHexQuantity(n)).toBe(numberToHex(n))
  },
)

propertyTest(
  'toHexQuantity: anything out of range is a typed error',
  [
    fc.oneof(
      fc.bigInt({ max: -1n }),
      fc.bigInt({ min: maxUint256 + 1n, max: 2n ** 300n }),
      fc.double().filter((n) => !Number.isSafeInteger(n) || n < 0),
    ),
  ],
  (value) => {
    expect(() => toHexQuantity(value)).toThrow(BaseError)
  },
)

propertyTest(
  'chain ids: a safe chain id survives toHexQuantity and the wallet reading it back',
  [fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })],
  (id) => {
    const hex = toHexQuantity(id)
    expect(normalizeEvmChainId(hex)).toBe(id)
    expect(normalizeEvmChainId(hex.toUpperCase().replace('0X', '0x'))).toBe(id)
    expect(normalizeEvmChainId(String(id))).toBe(id)
  },
)
