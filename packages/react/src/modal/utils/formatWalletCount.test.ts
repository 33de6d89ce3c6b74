import { describe, expect, it } from 'vitest'
import { formatWalletCount } from './formatWalletCount.js'

describe('formatWalletCount', () => {
  it.each([
    [7, '7'],
    [10, '10+'],
    [47, '40+'],
    [1000, '1,000+'],
    [1009, '1,000+'],
    [12_345, '12,340+'],
  ])('%d reads %j', (count, text) => {
    expect(formatWalletCount(count)).toBe(text)
  })

  it('says nothing for no or nonsense counts', () => {
    expect(formatWalletCount(0)).toBeUndefined()
    expect(formatWalletCount(-3)).toBeUndefined()
    expect(formatWalletCount(Number.NaN)).toBeUndefined()
    expect(formatWalletCount(Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})
