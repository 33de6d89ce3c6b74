import { describe, expect, it } from 'vitest'
import { shortenAddress } from './shortenAddress.js'

describe('shortenAddress', () => {
  it('keeps 0x plus four characters, then the last six', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
  })

  it('keeps four characters when there is no 0x prefix', () => {
    expect(shortenAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV')
  })

  it('leaves short strings alone', () => {
    expect(shortenAddress('0x1234567890')).toBe('0x1234567890')
  })
})
