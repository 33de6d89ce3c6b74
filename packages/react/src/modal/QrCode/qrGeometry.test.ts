import { describe, expect, it } from 'vitest'
import { encodeQr } from '../../qr/encodeQr.js'
import { createFunctionGrid, forEachDataModule } from '../../qr/qrGrid.js'
import { blockLayout } from '../../qr/qrTables.js'
import { qrGeometry, qrLogoMinVersion, qrLogoShare, qrQuietZone } from './qrGeometry.js'

/** For each codeword position, the Reed–Solomon block it came from (inverse of the interleaving). */
function blockOfCodeword(version: number): number[] {
  const { blocks, ecPerBlock, totalCodewords, dataCodewords } = blockLayout(version, 'Q')
  const shortBlocks = blocks - (totalCodewords % blocks)
  const shortLength = Math.floor(totalCodewords / blocks) - ecPerBlock
  return Array.from({ length: totalCodewords }, (_, position) => {
    if (position < shortLength * blocks) return position % blocks
    if (position < dataCodewords) return shortBlocks + position - shortLength * blocks
    return (position - dataCodewords) % blocks
  })
}

describe('qrGeometry', () => {
  it('draws every dark module outside the finders as one dot', () => {
    const matrix = encodeQr('geometry')
    const { dots, extent, finders, excavated } = qrGeometry(matrix, false)
    expect(extent).toBe(matrix.size + 2 * qrQuietZone)
    expect(excavated).toBeUndefined()
    expect(finders).toEqual([
      { x: 4, y: 4 },
      { x: matrix.size - 3, y: 4 },
      { x: 4, y: matrix.size - 3 },
    ])
    let expected = 0
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++) {
        const inFinder =
          (row < 7 && col < 7) ||
          (row < 7 && col >= matrix.size - 7) ||
          (row >= matrix.size - 7 && col < 7)
        if (matrix.isDark(row, col) && !inFinder) expected++
      }
    }
    expect(dots.match(/M/g)).toHaveLength(expected)
    expect(dots).toMatch(
      /^(M\d+\.0625 \d+\.5a\.4375 \.4375 0 1 0 \.875 0a\.4375 \.4375 0 1 0-\.875 0)+$/,
    )
  })

  it('keeps the hole under the plate small enough for level Q', () => {
    for (let version = qrLogoMinVersion; version <= 40; version++) {
      const matrix = encodeQr('x', { minVersion: version })
      const geometry = qrGeometry(matrix, true)
      const { from, to } = geometry.excavated!
      expect(from + to).toBe(matrix.size - 1)
      // Wider than the plate, and no wider than 20 % of the code.
      expect(to - from + 1).toBeGreaterThan(qrLogoShare * geometry.extent)
      expect((to - from + 1) / geometry.extent).toBeLessThan(0.2 + 2 / geometry.extent)
      // Count, per block, the codewords with a module in the hole: at most half of what it can correct.
      const grid = createFunctionGrid(version)
      const blockOf = blockOfCodeword(version)
      const touched = new Set<number>()
      let bit = 0
      forEachDataModule(grid, (index) => {
        const row = Math.floor(index / grid.size)
        const col = index % grid.size
        const codeword = bit++ >> 3
        if (codeword < blockOf.length && row >= from && row <= to && col >= from && col <= to) {
          touched.add(codeword)
        }
      })
      const perBlock = new Map<number, number>()
      for (const codeword of touched) {
        const block = blockOf[codeword]!
        perBlock.set(block, (perBlock.get(block) ?? 0) + 1)
      }
      const correctable = blockLayout(version, 'Q').ecPerBlock / 2
      expect(Math.max(...perBlock.values()), `version ${version}`).toBeLessThanOrEqual(
        correctable / 2,
      )
    }
  })
})
