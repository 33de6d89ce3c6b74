import { describe, expect, it } from 'vitest'
import { gfAlphaPower, gfMultiply } from './gf256.js'
import { rsGenerator, rsRemainder } from './reedSolomon.js'

describe('GF(256)', () => {
  it('cycles α through all 255 non-zero elements', () => {
    const seen = new Set(Array.from({ length: 255 }, (_, i) => gfAlphaPower(i)))
    expect(seen.size).toBe(255)
    expect(seen.has(0)).toBe(false)
    expect(gfAlphaPower(255)).toBe(1)
    expect(gfAlphaPower(8)).toBe(0x1d)
  })

  it('multiplies with the 0x11d reduction', () => {
    expect(gfMultiply(0x80, 2)).toBe(0x1d)
    expect(gfMultiply(0, 0x53)).toBe(0)
    expect(gfMultiply(gfAlphaPower(100), gfAlphaPower(200))).toBe(gfAlphaPower(300))
  })
})

describe('Reed–Solomon', () => {
  it('builds the generator whose roots are α⁰…α^(n−1)', () => {
    const generator = rsGenerator(7)
    expect(generator.length).toBe(8)
    expect(generator[0]).toBe(1)
    for (let root = 0; root < 7; root++) {
      let value = 0
      for (const coefficient of generator) {
        value = gfMultiply(value, gfAlphaPower(root)) ^ coefficient
      }
      expect(value).toBe(0)
    }
  })

  it('computes the ISO example: "HELLO WORLD" in version 1-M', () => {
    const data = new Uint8Array([
      32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17,
    ])
    expect([...rsRemainder(data, rsGenerator(10))]).toEqual([
      196, 35, 39, 119, 235, 215, 231, 226, 93, 23,
    ])
  })
})
