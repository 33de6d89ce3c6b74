import { describe, expect, it } from 'vitest'
import { shortenAddress } from './shortenAddress.js'

describe('shortenAddress', () => {
  it('keeps 0x plus four characters, then the last six', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
  })

  it('keeps four characters when there is no 0x prefix', () => {
    expect(shortenAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV')
  })

  it("keeps a Bitcoin segwit or taproot address's prefix and version, then four characters", () => {
    expect(shortenAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1qar0s…wf5mdq')
    expect(shortenAddress('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(
      'bc1p5d7r…xg3297',
    )
    expect(shortenAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe('bcrt1qw508…ygt080')
    // A legacy address has no such prefix.
    expect(shortenAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe('1BvB…JaNVN2')
  })

  it('leaves short strings alone', () => {
    expect(shortenAddress('0x1234567890')).toBe('0x1234567890')
  })
})
