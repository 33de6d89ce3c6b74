import { bytesToHex, keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { keccak256 } from './keccak256.js'

describe('keccak256', () => {
  test('hashes the empty input to the known digest', () => {
    expect(bytesToHex(keccak256(new Uint8Array()))).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
  })

  test.each([1, 40, 135, 136, 137, 271, 272, 1000])(
    'matches viem for %i bytes (block edges)',
    (length) => {
      const bytes = new Uint8Array(length).map((_, i) => (i * 31 + length) & 0xff)
      expect(bytesToHex(keccak256(bytes))).toBe(viemKeccak256(bytes))
    },
  )

  test('matches viem on random inputs', () => {
    for (let run = 0; run < 50; run++) {
      const bytes = crypto.getRandomValues(new Uint8Array(Math.floor(Math.random() * 600)))
      expect(bytesToHex(keccak256(bytes))).toBe(viemKeccak256(bytes))
    }
  })
})
