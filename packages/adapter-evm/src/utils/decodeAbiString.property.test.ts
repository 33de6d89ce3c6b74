import { BaseError } from '@kit/core'
import { fc, propertyTest } from '@kit/fuzz'
import { encodeAbiParameters } from 'viem'
import { expect } from 'vitest'
import { decodeAbiString } from './decodeAbiString.js'

const hexBytes = fc
  .uint8Array({ maxLength: 200 })
  .map((bytes) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`)

propertyTest(
  'decodeAbiString: any eth_call result is visible text without controls, or a typed error',
  [fc.oneof(hexBytes, fc.string(), fc.anything())],
  (value) => {
    try {
      const text = decodeAbiString(value)
      expect(text.length).toBeGreaterThan(0)
      expect(/[\p{Cc}\p{Cf}]/u.test(text)).toBe(false)
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
    }
  },
)

propertyTest(
  'decodeAbiString: reads back a plain symbol that viem encoded',
  [fc.stringMatching(/^[A-Za-z0-9.$€-]{1,32}$/)],
  (symbol) => {
    expect(decodeAbiString(encodeAbiParameters([{ type: 'string' }], [symbol]))).toBe(symbol)
  },
)
