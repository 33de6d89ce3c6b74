import { describe, expect, it } from 'vitest'
import { formatBaseUnits, readSwapAmount } from './swapAmount.js'

describe('readSwapAmount', () => {
  it.each([
    ['1', 18, 10n ** 18n, '1'],
    ['.5', 18, 5n * 10n ** 17n, '0.5'],
    ['0.50', 18, 5n * 10n ** 17n, '0.5'],
    ['007.25', 6, 7_250_000n, '7.25'],
    ['5.', 6, 5_000_000n, '5'],
    ['0.000001', 6, 1n, '0.000001'],
    ['0', 18, 0n, '0'],
    [' 2 ', 0, 2n, '2'],
  ])('reads %j at %i decimals', (text, decimals, value, normalized) => {
    expect(readSwapAmount({ text, decimals })).toEqual({ ok: true, value, normalized })
  })

  it.each(['1,5', '1e-7', '0x10', '-1', 'NaN', 'Infinity', '٣', '1.2.3', '+1', '1 000', '１'])(
    'refuses %j (SECURITY B05)',
    (text) => {
      expect(readSwapAmount({ text, decimals: 18 })).toEqual({ ok: false, problem: 'format' })
    },
  )

  it('refuses more decimals than the token has, but not trailing zeros', () => {
    expect(readSwapAmount({ text: `0.${'1'.repeat(19)}`, decimals: 18 })).toEqual({
      ok: false,
      problem: 'precision',
    })
    expect(readSwapAmount({ text: '1.5000000', decimals: 6 })).toMatchObject({ ok: true })
    expect(readSwapAmount({ text: '1.1', decimals: 0 })).toEqual({
      ok: false,
      problem: 'precision',
    })
  })

  it('calls nothing typed empty', () => {
    expect(readSwapAmount({ text: '', decimals: 18 })).toEqual({ ok: false, problem: 'empty' })
    expect(readSwapAmount({ text: '.', decimals: 18 })).toEqual({ ok: false, problem: 'empty' })
  })
})

describe('formatBaseUnits', () => {
  it('writes exact decimals without trailing zeros', () => {
    expect(formatBaseUnits({ value: 1_500_000n, decimals: 6 })).toBe('1.5')
    expect(formatBaseUnits({ value: 1n, decimals: 18 })).toBe('0.000000000000000001')
    expect(formatBaseUnits({ value: 2n ** 256n - 1n, decimals: 0 })).toBe(
      (2n ** 256n - 1n).toString(),
    )
    expect(formatBaseUnits({ value: 0n, decimals: 18 })).toBe('0')
    expect(formatBaseUnits({ value: -25n, decimals: 1 })).toBe('-2.5')
  })
})
