/** Error-correction level: roughly 7 %, 15 %, 25 % or 30 % of the codewords can be restored. */
export type QrEcc = 'L' | 'M' | 'Q' | 'H'

export const qrMinVersion = 1
export const qrMaxVersion = 40

/** The two format-information bits of each level. */
export const eccFormatBits: Readonly<Record<QrEcc, number>> = { L: 1, M: 0, Q: 3, H: 2 }

/** Error-correction codewords in each block, for versions 1–40 (ISO/IEC 18004, table 9). */
const ecCodewordsPerBlock: Readonly<Record<QrEcc, readonly number[]>> = {
  L: [
    7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30,
    26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  M: [
    10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  Q: [
    13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30,
    30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  H: [
    17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
}

/** Number of error-correction blocks, for versions 1–40 (ISO/IEC 18004, table 9). */
const errorCorrectionBlocks: Readonly<Record<QrEcc, readonly number[]>> = {
  L: [
    1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15,
    16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
  ],
  M: [
    1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25,
    26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ],
  Q: [
    1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34,
    35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
  ],
  H: [
    1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37,
    40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
}

/** How the codewords of one version and level are split into Reed–Solomon blocks. */
export type QrBlockLayout = {
  blocks: number
  ecPerBlock: number
  totalCodewords: number
  dataCodewords: number
}

/** The side of a symbol in modules: 21 for version 1, 4 more per version. */
export function symbolSize(version: number): number {
  return version * 4 + 17
}

/**
 * Row/column centres of the alignment patterns: 6, then evenly spaced (an even step) up to
 * size − 7. Version 1 has none.
 */
export function alignmentCentres(version: number): number[] {
  if (version < 2) return []
  const count = Math.floor(version / 7) + 2
  const last = symbolSize(version) - 7
  const step = version === 32 ? 26 : Math.ceil((last - 6) / (count - 1) / 2) * 2
  const centres = [6]
  for (let i = count - 2; i >= 0; i--) centres.push(last - i * step)
  return centres
}

/**
 * Modules left for data and error correction once the function patterns are drawn: finders with
 * separators (3 × 64), format information and the dark module (31), timing patterns, alignment
 * patterns (those on a timing line share 5 modules with it) and version information (36).
 */
export function rawDataModules(version: number): number {
  const size = symbolSize(version)
  const alignment = alignmentCentres(version).length
  const alignmentPatterns = alignment === 0 ? 0 : alignment * alignment - 3
  const onTimingLines = alignment === 0 ? 0 : 2 * (alignment - 2)
  return (
    size * size -
    3 * 64 -
    31 -
    2 * (size - 16) -
    (25 * alignmentPatterns - 5 * onTimingLines) -
    (version >= 7 ? 36 : 0)
  )
}

/** The block structure of a version and level. */
export function blockLayout(version: number, ecc: QrEcc): QrBlockLayout {
  const blocks = errorCorrectionBlocks[ecc][version - 1]!
  const ecPerBlock = ecCodewordsPerBlock[ecc][version - 1]!
  const totalCodewords = Math.floor(rawDataModules(version) / 8)
  return { blocks, ecPerBlock, totalCodewords, dataCodewords: totalCodewords - blocks * ecPerBlock }
}

/** Bits of the byte-mode character count: 8 up to version 9, 16 from version 10. */
export function byteCountBits(version: number): number {
  return version <= 9 ? 8 : 16
}

/** The most bytes a symbol of this version and level holds in a single byte-mode segment. */
export function byteCapacity(version: number, ecc: QrEcc): number {
  const bits = blockLayout(version, ecc).dataCodewords * 8 - 4 - byteCountBits(version)
  return Math.floor(bits / 8)
}
