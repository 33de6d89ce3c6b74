import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it.each([
    ['1234.567891', '1,234.5678'],
    ['0.00', '0'],
    ['1.50', '1.5'],
    ['1000000', '1,000,000'],
    ['0001.23', '1.23'],
    ['0.00009', '<0.0001'],
    ['0.99999', '0.9999'],
    [
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584',
    ],
  ])('%s reads %s', (input, output) => {
    expect(formatBalance(input)).toBe(output)
  })

  it.each(['', 'NaN', '1e18', '-1', '1,5', '0x10', ' 1', '.5'])('refuses %j', (input) => {
    expect(formatBalance(input)).toBe('0')
  })

  it('never goes through a float', () => {
    expect(formatBalance('9007199254740993.123456789')).toBe('9,007,199,254,740,993.1234')
  })
})
