import { dataCodewords, interleaveWithEcc } from './codewords.js'
import { formatBits } from './formatInfo.js'
import { QrDataTooLongError } from './QrDataTooLongError.js'
import { createFunctionGrid, drawFormatBits, placeCodewords, type QrGrid } from './qrGrid.js'
import { applyMask, penaltyScore } from './qrMask.js'
import { blockLayout, byteCapacity, type QrEcc, qrMaxVersion, qrMinVersion } from './qrTables.js'

export type { QrEcc } from './qrTables.js'

/** An encoded QR code symbol, without its quiet zone. */
export type QrMatrix = {
  /** Modules per side: 4 × version + 17. */
  readonly size: number
  /** 1–40. */
  readonly version: number
  readonly ecc: QrEcc
  /** The mask pattern (0–7) that was applied. */
  readonly mask: number
  /** Whether the module at (row, col) is dark; outside the symbol is light. */
  isDark(row: number, col: number): boolean
  /**
   * Whether the module is part of a function pattern: finder, separator, timing, alignment,
   * format or version information.
   */
  isFunction(row: number, col: number): boolean
}

export type EncodeQrOptions = {
  /** Error-correction level; 'Q' by default, which still reads with a logo over the centre. */
  ecc?: QrEcc | undefined
  /** The smallest version to use (1 by default), e.g. to leave room for a logo. */
  minVersion?: number | undefined
  /** Force a mask pattern (0–7) instead of the one with the lowest penalty. */
  mask?: number | undefined
}

/**
 * Encodes `text` (as UTF-8, in one byte-mode segment) into a QR code (ISO/IEC 18004) of the
 * smallest version that holds it, with Reed–Solomon error correction and the mask pattern of
 * lowest penalty.
 *
 * @throws {QrDataTooLongError} when the text does not fit version 40 at that level.
 */
export function encodeQr(text: string, options: EncodeQrOptions = {}): QrMatrix {
  const ecc = options.ecc ?? 'Q'
  const bytes = new TextEncoder().encode(text)
  const version = smallestVersion(bytes.length, ecc, options.minVersion ?? qrMinVersion)
  const layout = blockLayout(version, ecc)
  const codewords = interleaveWithEcc(dataCodewords(bytes, version, layout.dataCodewords), layout)
  const grid = createFunctionGrid(version)
  placeCodewords(grid, codewords)
  const mask = options.mask ?? bestMask(grid, ecc)
  applyMask(grid, mask)
  drawFormatBits(grid, formatBits(ecc, mask))
  const { size, dark, reserved } = grid
  const inside = (row: number, col: number) => row >= 0 && col >= 0 && row < size && col < size
  return {
    size,
    version,
    ecc,
    mask,
    isDark: (row, col) => inside(row, col) && dark[row * size + col] === 1,
    isFunction: (row, col) => inside(row, col) && reserved[row * size + col] === 1,
  }
}

function smallestVersion(byteLength: number, ecc: QrEcc, minVersion: number): number {
  const wanted = Number.isFinite(minVersion) ? Math.trunc(minVersion) : qrMinVersion
  const from = Math.min(Math.max(wanted, qrMinVersion), qrMaxVersion)
  for (let version = from; version <= qrMaxVersion; version++) {
    if (byteLength <= byteCapacity(version, ecc)) return version
  }
  throw new QrDataTooLongError(byteLength, byteCapacity(qrMaxVersion, ecc), ecc)
}

/** Tries all eight masks (with their format bits drawn) on a copy and returns the one of lowest penalty. */
function bestMask(grid: QrGrid, ecc: QrEcc): number {
  const trial: QrGrid = { ...grid, dark: new Uint8Array(grid.dark.length) }
  let best = 0
  let bestScore = Number.POSITIVE_INFINITY
  for (let mask = 0; mask < 8; mask++) {
    trial.dark.set(grid.dark)
    applyMask(trial, mask)
    drawFormatBits(trial, formatBits(ecc, mask))
    const score = penaltyScore(trial.size, trial.dark)
    if (score < bestScore) {
      best = mask
      bestScore = score
    }
  }
  return best
}
