import { versionBits } from './formatInfo.js'
import { alignmentCentres, symbolSize } from './qrTables.js'

/** A square of modules, row-major: `dark` holds the colours, `reserved` marks function patterns. */
export type QrGrid = {
  size: number
  dark: Uint8Array
  reserved: Uint8Array
}

function setFunction(grid: QrGrid, row: number, col: number, dark: boolean): void {
  const index = row * grid.size + col
  grid.dark[index] = dark ? 1 : 0
  grid.reserved[index] = 1
}

/**
 * A grid with every function pattern of `version` drawn: finders with their separators, timing
 * lines, alignment patterns, the dark module and version information. The format-information
 * areas are reserved, light until `drawFormatBits`.
 */
export function createFunctionGrid(version: number): QrGrid {
  const size = symbolSize(version)
  const grid: QrGrid = {
    size,
    dark: new Uint8Array(size * size),
    reserved: new Uint8Array(size * size),
  }
  for (let i = 0; i < size; i++) {
    setFunction(grid, 6, i, i % 2 === 0)
    setFunction(grid, i, 6, i % 2 === 0)
  }
  drawFinder(grid, 3, 3)
  drawFinder(grid, 3, size - 4)
  drawFinder(grid, size - 4, 3)
  const centres = alignmentCentres(version)
  const last = centres.length - 1
  centres.forEach((row, i) => {
    centres.forEach((col, j) => {
      const onFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)
      if (!onFinder) drawAlignment(grid, row, col)
    })
  })
  drawFormatBits(grid, 0)
  if (version >= 7) drawVersionBits(grid, versionBits(version))
  return grid
}

/** A 7×7 finder centred on (row, col) and its light separator, clipped to the symbol. */
function drawFinder(grid: QrGrid, row: number, col: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const r = row + dy
      const c = col + dx
      if (r < 0 || c < 0 || r >= grid.size || c >= grid.size) continue
      const ring = Math.max(Math.abs(dx), Math.abs(dy))
      setFunction(grid, r, c, ring !== 2 && ring !== 4)
    }
  }
}

/** A 5×5 alignment pattern centred on (row, col): dark ring, light ring, dark centre. */
function drawAlignment(grid: QrGrid, row: number, col: number): void {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      setFunction(grid, row + dy, col + dx, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
    }
  }
}

/**
 * Writes the 15 format bits twice (bit 0 is the least significant): around the top-left finder,
 * and split between the bottom-left and top-right ones, plus the always-dark module.
 */
export function drawFormatBits(grid: QrGrid, bits: number): void {
  const { size } = grid
  const bit = (i: number) => ((bits >>> i) & 1) === 1
  for (let i = 0; i <= 5; i++) setFunction(grid, i, 8, bit(i))
  setFunction(grid, 7, 8, bit(6))
  setFunction(grid, 8, 8, bit(7))
  setFunction(grid, 8, 7, bit(8))
  for (let i = 9; i < 15; i++) setFunction(grid, 8, 14 - i, bit(i))
  for (let i = 0; i < 8; i++) setFunction(grid, 8, size - 1 - i, bit(i))
  for (let i = 8; i < 15; i++) setFunction(grid, size - 15 + i, 8, bit(i))
  setFunction(grid, size - 8, 8, true)
}

/** Writes the 18 version bits in the 6×3 blocks beside the top-right and bottom-left finders. */
function drawVersionBits(grid: QrGrid, bits: number): void {
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >>> i) & 1) === 1
    const near = Math.floor(i / 3)
    const far = grid.size - 11 + (i % 3)
    setFunction(grid, near, far, dark)
    setFunction(grid, far, near, dark)
  }
}

/**
 * Visits the modules that carry data, in placement order: two-module columns zigzagging up and
 * down from the bottom-right corner, right module first, skipping the vertical timing line and
 * every reserved module. `index` is row × size + col.
 */
export function forEachDataModule(grid: QrGrid, visit: (index: number) => void): void {
  const { size, reserved } = grid
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    const upward = ((right + 1) & 2) === 0
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step
      if (reserved[row * size + right] === 0) visit(row * size + right)
      if (reserved[row * size + right - 1] === 0) visit(row * size + right - 1)
    }
  }
}

/**
 * Places the codewords, most significant bit first, along `forEachDataModule`. Leftover modules
 * (the remainder bits) stay light.
 */
export function placeCodewords(grid: QrGrid, codewords: Uint8Array): void {
  const totalBits = codewords.length * 8
  let bitIndex = 0
  forEachDataModule(grid, (index) => {
    if (bitIndex >= totalBits) return
    grid.dark[index] = (codewords[bitIndex >>> 3]! >>> (7 - (bitIndex & 7))) & 1
    bitIndex++
  })
}
