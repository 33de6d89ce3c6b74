import { describe, expect, it } from 'vitest'
import { InvalidFiatAmountError } from './errors.js'
import { formatCents } from './formatCents.js'
import { parseFiatAmount } from './parseFiatAmount.js'

describe('parseFiatAmount', () => {
  it.each([
    ['10', 1_000n],
    ['10.5', 1_050n],
    ['.5', 50n],
    ['0.50', 50n],
    ['  7500.00 ', 750_000n],
    ['25000.', 2_500_000n],
    ['007', 700n],
  ])('reads %j as %s cents', (text, cents) => {
    expect(parseFiatAmount(text)).toBe(cents)
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1,5', 'format'],
    ['1e3', 'format'],
    ['0x10', 'format'],
    ['-1', 'format'],
    ['+1', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['٣', 'format'],
    ['１０', 'format'],
    ['.', 'format'],
    ['1.2.3', 'format'],
    ['1.005', 'decimals'],
    ['1234567890123456', 'tooLarge'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(() => parseFiatAmount(text)).toThrow(InvalidFiatAmountError)
    try {
      parseFiatAmount(text)
    } catch (error) {
      expect((error as InvalidFiatAmountError).reason).toBe(reason)
    }
  })
})

describe('formatCents', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [1_050n, '10.50'],
    [-1_050n, '-10.50'],
  ])('writes %s as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })
})
