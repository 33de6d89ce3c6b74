import type { QrMatrix } from '../../qr/encodeQr.js'

/** Light modules around the code (the ISO minimum). */
export const qrQuietZone = 4

/**
 * Side of the centre logo plate as a share of the whole code, quiet zone included. `QrCode.css`
 * sizes `.kit-qr__logo` with the same number (18 %); keep the two in step.
 */
export const qrLogoShare = 0.18

/**
 * The smallest version drawn with a logo. From version 5 on, at level 'Q', the modules left out
 * under the plate hold at most half of the codewords any one block can correct, which leaves the
 * rest for a blurred or tilted camera picture.
 */
export const qrLogoMinVersion = 5

/** Radius of a module dot: 7/16 of a module, a binary fraction, so coordinates print exactly. */
const dotRadius = 0.4375
/** A full circle of radius `dotRadius`: two half-circle arcs from its leftmost point back to it. */
const dotArcs = 'a.4375 .4375 0 1 0 .875 0a.4375 .4375 0 1 0-.875 0'
/** Light gap kept between the plate and the nearest dots, in modules. */
const plateMargin = 0.25

/** What `QrCode` draws, in module units with the quiet zone included. */
export type QrGeometry = {
  /** Side of the viewBox. */
  extent: number
  /** One path of round dots: every dark module outside the finders and the logo area. */
  dots: string
  /** Top-left corners of the three 7×7 finder patterns. */
  finders: ReadonlyArray<{ x: number; y: number }>
  /** Rows and columns `from`…`to` (inclusive, symbol coordinates) left out under the logo. */
  excavated: { from: number; to: number } | undefined
}

/**
 * Lays out a QR matrix as dots, finder squares and, with a logo, a square of modules left out in
 * the centre, wide enough that no dot touches the plate.
 */
export function qrGeometry(matrix: QrMatrix, withLogo: boolean): QrGeometry {
  const { size } = matrix
  const extent = size + 2 * qrQuietZone
  const excavated = withLogo ? excavation(size, extent) : undefined
  const hidden = (row: number, col: number) =>
    isInFinder(row, col, size) ||
    (excavated !== undefined &&
      row >= excavated.from &&
      row <= excavated.to &&
      col >= excavated.from &&
      col <= excavated.to)
  const parts: string[] = []
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!matrix.isDark(row, col) || hidden(row, col)) continue
      const x = col + qrQuietZone + 0.5 - dotRadius
      const y = row + qrQuietZone + 0.5
      parts.push(`M${x} ${y}${dotArcs}`)
    }
  }
  const far = size - 7 + qrQuietZone
  return {
    extent,
    dots: parts.join(''),
    finders: [
      { x: qrQuietZone, y: qrQuietZone },
      { x: far, y: qrQuietZone },
      { x: qrQuietZone, y: far },
    ],
    excavated,
  }
}

function isInFinder(row: number, col: number, size: number): boolean {
  return (row < 7 || row >= size - 7) && (col < 7 || col >= size - 7) && (row < 7 || col < 7)
}

/** The modules whose dot would reach under the plate (centred; `size` is odd). */
function excavation(size: number, extent: number): { from: number; to: number } {
  const centre = (size - 1) / 2
  const reach = (qrLogoShare * extent) / 2 + plateMargin + dotRadius
  const half = Math.ceil(reach) - 1
  return { from: centre - half, to: centre + half }
}
