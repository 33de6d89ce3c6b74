import { fc, propertyTest } from '@kit/fuzz'
import { describe, expect, it } from 'vitest'
import { isDecimalAbove } from './isDecimalAbove.js'

describe('isDecimalAbove', () => {
  it.each([
    ['10000.05', '10000', true],
    ['10000', '10000.0', false],
    ['9999.999999999999999999', '10000', false],
    ['0.000000000000000001', '0', true],
    ['1e3', '0', false],
    ['1', 'abc', true],
  ])('%s above %s: %s', (a, b, above) => {
    expect(isDecimalAbove(a, b)).toBe(above)
  })
})

propertyTest(
  'agrees with bigint order on wei amounts written as decimals',
  [fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n })],
  (a, b) => {
    const text = (wei: bigint) =>
      `${wei / 10n ** 18n}.${(wei % 10n ** 18n).toString().padStart(18, '0')}`.replace(/\.?0+$/, '')
    return isDecimalAbove(text(a) || '0', text(b) || '0') === a > b
  },
)
