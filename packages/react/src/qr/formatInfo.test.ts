import { describe, expect, it } from 'vitest'
import { encodeQr } from './encodeQr.js'
import { formatBits, versionBits } from './formatInfo.js'
import type { QrEcc } from './qrTables.js'

describe('format information', () => {
  it.each([
    ['L', 0, 0b111011111000100],
    ['M', 0, 0b101010000010010],
    ['M', 5, 0b100000011001110],
    ['Q', 4, 0b010010010110100],
    ['H', 7, 0b000100000111011],
  ] as const)('level %s, mask %i is %i', (ecc, mask, bits) => {
    expect(formatBits(ecc, mask)).toBe(bits)
  })

  it('is written twice around the finders, with the dark module', () => {
    for (const ecc of ['L', 'M', 'Q', 'H'] as const satisfies readonly QrEcc[]) {
      for (let mask = 0; mask < 8; mask++) {
        const matrix = encodeQr('format', { ecc, mask })
        const bit = (row: number, col: number) => (matrix.isDark(row, col) ? 1 : 0)
        const { size } = matrix
        // Copy 1, most significant bit first: row 8 left to right, then column 8 upwards.
        const first = [
          ...[0, 1, 2, 3, 4, 5, 7].map((col) => bit(8, col)),
          ...[8, 7, 5, 4, 3, 2, 1, 0].map((row) => bit(row, 8)),
        ]
        // Copy 2: column 8 upwards from the bottom, then row 8 from the right edge's 8th module.
        const second = [
          ...[1, 2, 3, 4, 5, 6, 7].map((i) => bit(size - i, 8)),
          ...[8, 7, 6, 5, 4, 3, 2, 1].map((i) => bit(8, size - i)),
        ]
        const expected = formatBits(ecc, mask).toString(2).padStart(15, '0')
        expect(first.join('')).toBe(expected)
        expect(second.join('')).toBe(expected)
        expect(matrix.isDark(size - 8, 8)).toBe(true)
        expect(matrix.mask).toBe(mask)
      }
    }
  })
})

describe('version information', () => {
  it.each([
    [7, 0x07c94],
    [8, 0x085bc],
    [21, 0x15683],
    [40, 0x28c69],
  ])('version %i is %i', (version, bits) => {
    expect(versionBits(version)).toBe(bits)
  })

  it('is written in the two 6×3 blocks from version 7', () => {
    const matrix = encodeQr('v', { minVersion: 7 })
    const bits = versionBits(7)
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1
      const far = matrix.size - 11 + (i % 3)
      expect(matrix.isDark(Math.floor(i / 3), far)).toBe(dark)
      expect(matrix.isDark(far, Math.floor(i / 3))).toBe(dark)
      expect(matrix.isFunction(far, Math.floor(i / 3))).toBe(true)
    }
  })
})
