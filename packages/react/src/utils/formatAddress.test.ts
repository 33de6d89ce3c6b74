import { describe, expect, it } from 'vitest'
import { formatAddress } from './formatAddress.js'

describe('formatAddress', () => {
  it('keeps 0x and 4 characters, then the last 6', () => {
    expect(formatAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
  })
  it('leaves short values whole', () => {
    expect(formatAddress('0x1234567890')).toBe('0x1234567890')
  })
})
