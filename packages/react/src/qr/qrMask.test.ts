import { describe, expect, it } from 'vitest'
import { encodeQr } from './encodeQr.js'
import { maskFlips, penaltyScore } from './qrMask.js'

function grid(rows: string[]): Uint8Array {
  return Uint8Array.from(rows.join('').split(''), Number)
}

describe('masks', () => {
  it.each([
    [0, '101010', '010101'],
    [1, '111111', '000000'],
    [2, '100100', '100100'],
    [3, '100100', '001001'],
    [4, '111000', '111000'],
    [5, '111111', '100000'],
    [6, '111111', '111000'],
    [7, '101010', '000111'],
  ])('mask %i flips rows 0 and 1 as %s / %s', (mask, row0, row1) => {
    const flips = (row: number) =>
      Array.from({ length: 6 }, (_, col) => (maskFlips(mask, row, col) ? '1' : '0')).join('')
    expect([flips(0), flips(1)]).toEqual([row0, row1])
  })

  it('refuses a mask outside 0–7', () => {
    expect(() => maskFlips(8, 0, 0)).toThrow(RangeError)
    expect(() => encodeQr('x', { mask: -1 })).toThrow(RangeError)
  })
})

describe('penalty', () => {
  it('scores an all-light 5×5: runs, blocks and balance', () => {
    // 10 runs of 5 (3 each) + 16 blocks (3 each) + 0 % dark (10 × 10).
    expect(penaltyScore(5, grid(['00000', '00000', '00000', '00000', '00000']))).toBe(178)
  })

  it('scores a checkerboard as 0', () => {
    const rows = Array.from({ length: 6 }, (_, r) => (r % 2 ? '010101' : '101010'))
    expect(penaltyScore(6, grid(rows))).toBe(0)
  })

  it('adds 40 for each light side of a finder-like pattern', () => {
    const rows = ['10111010000', ...Array.from({ length: 10 }, () => '00000000000')]
    // Runs: rows 10 × 9, columns 5 × 8 + 6 × 9. Blocks: 93 × 3. Finder-like: 2 × 40. Dark 5/121: 90.
    expect(penaltyScore(11, grid(rows))).toBe(90 + 94 + 279 + 80 + 90)
  })

  it('picks the mask with the lowest penalty', () => {
    for (const text of ['a', 'penalty rule check', 'https://example.com/a/longer/path?query=1']) {
      const scores = Array.from({ length: 8 }, (_, mask) => {
        const matrix = encodeQr(text, { mask })
        const dark = new Uint8Array(matrix.size * matrix.size)
        for (let i = 0; i < dark.length; i++) {
          dark[i] = matrix.isDark(Math.floor(i / matrix.size), i % matrix.size) ? 1 : 0
        }
        return penaltyScore(matrix.size, dark)
      })
      expect(scores[encodeQr(text).mask]).toBe(Math.min(...scores))
    }
  })
})
