/**
 * Arithmetic in GF(2⁸) modulo the QR code polynomial x⁸ + x⁴ + x³ + x² + 1, with α = 2.
 * `exp` is doubled in length so a product needs no `% 255`.
 */
const tables = buildTables()

function buildTables(): { exp: Uint8Array; log: Uint8Array } {
  const exp = new Uint8Array(510)
  const log = new Uint8Array(256)
  let value = 1
  for (let power = 0; power < 255; power++) {
    exp[power] = value
    exp[power + 255] = value
    log[value] = power
    value <<= 1
    if (value & 0x100) value ^= 0x11d
  }
  return { exp, log }
}

/** The product of two field elements. */
export function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0
  return tables.exp[tables.log[a]! + tables.log[b]!]!
}

/** α raised to `power` (any non-negative integer). */
export function gfAlphaPower(power: number): number {
  return tables.exp[power % 255]!
}
