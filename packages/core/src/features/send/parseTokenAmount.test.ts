import { describe, expect, it } from 'vitest'
import { parseTokenAmount } from './parseTokenAmount.js'

describe('parseTokenAmount', () => {
  it.each([
    ['1,5', 'invalid'],
    ['1e-7', 'invalid'],
    ['1E5', 'invalid'],
    ['0x10', 'invalid'],
    ['-1', 'invalid'],
    ['+1', 'invalid'],
    ['NaN', 'invalid'],
    ['Infinity', 'invalid'],
    ['٣', 'invalid'],
    ['１', 'invalid'],
    ['1.2.3', 'invalid'],
    ['.', 'invalid'],
    ['1 000', 'invalid'],
    ['', 'empty'],
    ['   ', 'empty'],
  ] as const)('refuses %j (%s)', (text, problem) => {
    expect(parseTokenAmount({ text, decimals: 18 })).toEqual({ ok: false, problem })
  })

  it('refuses 19 decimal places on an 18-decimal token, accepts 18', () => {
    expect(parseTokenAmount({ text: `0.${'1'.repeat(19)}`, decimals: 18 })).toEqual({
      ok: false,
      problem: 'tooManyDecimals',
    })
    expect(parseTokenAmount({ text: `0.${'1'.repeat(18)}`, decimals: 18 })).toEqual({
      ok: true,
      value: 111_111_111_111_111_111n,
      text: `0.${'1'.repeat(18)}`,
    })
  })

  it('accepts .5 and 0.50 and normalizes them', () => {
    expect(parseTokenAmount({ text: '.5', decimals: 18 })).toEqual({
      ok: true,
      value: 5n * 10n ** 17n,
      text: '0.5',
    })
    expect(parseTokenAmount({ text: '0.50', decimals: 6 })).toEqual({
      ok: true,
      value: 500_000n,
      text: '0.5',
    })
    expect(parseTokenAmount({ text: ' 007.000 ', decimals: 2 })).toEqual({
      ok: true,
      value: 700n,
      text: '7',
    })
    expect(parseTokenAmount({ text: '5.', decimals: 0 })).toEqual({
      ok: true,
      value: 5n,
      text: '5',
    })
  })

  it('trailing zeros beyond the decimals are not decimals', () => {
    expect(parseTokenAmount({ text: '1.5000000', decimals: 2 })).toMatchObject({ value: 150n })
  })

  it('refuses a value beyond 2^256-1 and odd decimals', () => {
    expect(parseTokenAmount({ text: (2n ** 256n).toString(), decimals: 0 })).toEqual({
      ok: false,
      problem: 'tooLarge',
    })
    expect(parseTokenAmount({ text: '1', decimals: -1 })).toEqual({ ok: false, problem: 'invalid' })
    expect(parseTokenAmount({ text: '1', decimals: 1.5 })).toEqual({
      ok: false,
      problem: 'invalid',
    })
  })
})
