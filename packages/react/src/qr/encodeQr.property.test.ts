import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { encodeQr } from './encodeQr.js'
import { QrDataTooLongError } from './QrDataTooLongError.js'
import { decodeModules } from './test/decodeModules.js'

/** Strings shaped like what the modal encodes: pairing URIs, and any text a wallet link may hold. */
const pairingUri = fc
  .tuple(
    fc.stringMatching(/^[0-9a-f]{64}$/),
    fc.stringMatching(/^[0-9a-f]{64}$/),
    fc.integer({ min: 1_700_000_000, max: 4_102_444_800 }),
  )
  .map(
    ([topic, key, expiry]) =>
      `wc:${topic}@2?relay-protocol=irn&symKey=${key}&expiryTimestamp=${expiry}`,
  )
const text = fc.oneof(
  pairingUri,
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 300 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
)

propertyTest(
  'item 10: what encodeQr draws reads back as the same text, with its finder patterns in place',
  [text],
  (value) => {
    let matrix: ReturnType<typeof encodeQr>
    try {
      matrix = encodeQr(value)
    } catch (error) {
      // Only text over the largest symbol's capacity may be refused, and only with the typed error.
      expect(error).toBeInstanceOf(QrDataTooLongError)
      expect(new TextEncoder().encode(value).length).toBeGreaterThan(1000)
      return
    }
    expect(matrix.size).toBe(4 * matrix.version + 17)
    // Each finder's centre (3×3) is dark and a function module, in the three corners.
    for (const [row, col] of [
      [3, 3],
      [3, matrix.size - 4],
      [matrix.size - 4, 3],
    ] as const) {
      expect(matrix.isDark(row, col)).toBe(true)
      expect(matrix.isFunction(row, col)).toBe(true)
    }
    expect(decodeModules(matrix)?.text).toBe(value)
  },
)
