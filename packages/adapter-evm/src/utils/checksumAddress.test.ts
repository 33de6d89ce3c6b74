import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { checksumAddress } from './checksumAddress.js'

describe('checksumAddress', () => {
  test.each([
    // EIP-55's own examples
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('writes %s', (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address)
    expect(checksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address)
  })

  test('matches viem on random addresses', () => {
    for (let run = 0; run < 100; run++) {
      const bytes = crypto.getRandomValues(new Uint8Array(20))
      const address = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
      expect(checksumAddress(address)).toBe(getAddress(address))
    }
  })
})
