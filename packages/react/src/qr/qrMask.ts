import type { QrGrid } from './qrGrid.js'

/** The eight mask patterns of ISO/IEC 18004: whether the module at (row, col) is flipped. */
const maskPatterns: ReadonlyArray<(row: number, col: number) => boolean> = [
  (row, col) => (row + col) % 2 === 0,
  (row) => row % 2 === 0,
  (_row, col) => col % 3 === 0,
  (row, col) => (row + col) % 3 === 0,
  (row, col) => (Math.floor(row / 2) + Math.floor(col / 3)) % 2 === 0,
  (row, col) => ((row * col) % 2) + ((row * col) % 3) === 0,
  (row, col) => (((row * col) % 2) + ((row * col) % 3)) % 2 === 0,
  (row, col) => (((row + col) % 2) + ((row * col) % 3)) % 2 === 0,
]

/** Every mask repeats every 12 rows and 12 columns, so one 12×12 tile of each is enough. */
const tileSide = 12
/**
 * The tiles, drawn on the first QR code: the module loads with the modal, which rarely draws
 * one, so building them at load would only keep their tables and warmed-up code in memory.
 */
let maskTiles: readonly Uint8Array[] | undefined

function drawMaskTiles(): readonly Uint8Array[] {
  return maskPatterns.map((pattern) => {
    const tile = new Uint8Array(tileSide * tileSide)
    for (let i = 0; i < tile.length; i++) {
      tile[i] = pattern(Math.floor(i / tileSide), i % tileSide) ? 1 : 0
    }
    return tile
  })
}

function maskTile(mask: number): Uint8Array {
  maskTiles ??= drawMaskTiles()
  const tile = Number.isInteger(mask) ? maskTiles[mask] : undefined
  if (!tile) throw new RangeError(`A QR mask is 0–7, got ${mask}`)
  return tile
}

/** Whether mask pattern `mask` (0–7) flips the module at (row, col). */
export function maskFlips(mask: number, row: number, col: number): boolean {
  return maskTile(mask)[(row % tileSide) * tileSide + (col % tileSide)] === 1
}

/** XORs mask `mask` over every data module; applying it twice restores the grid. */
export function applyMask(grid: QrGrid, mask: number): void {
  const { size, dark, reserved } = grid
  const tile = maskTile(mask)
  for (let row = 0, index = 0; row < size; row++) {
    const tileRow = (row % tileSide) * tileSide
    for (let col = 0, tileCol = 0; col < size; col++, index++) {
      if (reserved[index] === 0) dark[index] = dark[index]! ^ tile[tileRow + tileCol]!
      tileCol = tileCol === tileSide - 1 ? 0 : tileCol + 1
    }
  }
}

const runPenalty = 3
const blockPenalty = 3
const finderPenalty = 40
const balancePenalty = 10

/**
 * The penalty of a finished symbol (lower is better), by the four rules of ISO/IEC 18004:
 * runs of five or more same-coloured modules in a row or column (3 + run − 5), 2×2 same-coloured
 * blocks (3 each), the finder-like 1:1:3:1:1 pattern with four light modules on one side (40
 * each side), and 10 per full 5 % that the share of dark modules is away from 50 %.
 */
export function penaltyScore(size: number, dark: Uint8Array): number {
  let score = 0
  let darkCount = 0
  for (let line = 0; line < size; line++) {
    score += linePenalty(dark, line * size, 1, size)
    score += linePenalty(dark, line, size, size)
  }
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const index = row * size + col
      const colour = dark[index]!
      darkCount += colour
      if (
        row < size - 1 &&
        col < size - 1 &&
        dark[index + 1] === colour &&
        dark[index + size] === colour &&
        dark[index + size + 1] === colour
      ) {
        score += blockPenalty
      }
    }
  }
  const total = size * size
  score += Math.floor(Math.abs(darkCount * 20 - total * 10) / total) * balancePenalty
  return score
}

/** Dark-light-dark-dark-dark-light-dark after four light modules, and before four light modules. */
const finderAfterLight = 0b00001011101
const finderBeforeLight = 0b10111010000

/**
 * Rules 1 and 3 on one row (`stride` 1) or column (`stride` size). The last 11 modules are kept
 * as bits of `window`; modules outside the symbol count as light.
 */
function linePenalty(dark: Uint8Array, start: number, stride: number, size: number): number {
  let score = 0
  let runColour = -1
  let runLength = 0
  let window = 0
  for (let i = 0; i < size + 4; i++) {
    const colour = i < size ? dark[start + i * stride]! : 0
    if (i < size) {
      if (colour === runColour) {
        runLength++
      } else {
        if (runLength >= 5) score += runPenalty + runLength - 5
        runColour = colour
        runLength = 1
      }
    }
    window = ((window << 1) | colour) & 0x7ff
    if (window === finderAfterLight || window === finderBeforeLight) score += finderPenalty
  }
  if (runLength >= 5) score += runPenalty + runLength - 5
  return score
}
