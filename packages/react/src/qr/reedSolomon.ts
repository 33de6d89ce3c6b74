import { gfAlphaPower, gfMultiply } from './gf256.js'

/**
 * The Reed–Solomon generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), coefficients from
 * the highest power down; the leading coefficient is always 1.
 */
export function rsGenerator(degree: number): Uint8Array {
  let poly = new Uint8Array([1])
  for (let root = 0; root < degree; root++) {
    const factor = gfAlphaPower(root)
    const next = new Uint8Array(poly.length + 1)
    for (let i = 0; i < poly.length; i++) {
      next[i] = next[i]! ^ poly[i]!
      next[i + 1] = gfMultiply(poly[i]!, factor)
    }
    poly = next
  }
  return poly
}

/** The error-correction codewords of `data`: the remainder of data·x^degree divided by `generator`. */
export function rsRemainder(data: Uint8Array, generator: Uint8Array): Uint8Array {
  const degree = generator.length - 1
  const remainder = new Uint8Array(degree)
  for (const byte of data) {
    const factor = byte ^ remainder[0]!
    remainder.copyWithin(0, 1)
    remainder[degree - 1] = 0
    if (factor === 0) continue
    for (let i = 0; i < degree; i++) {
      remainder[i] = remainder[i]! ^ gfMultiply(generator[i + 1]!, factor)
    }
  }
  return remainder
}
