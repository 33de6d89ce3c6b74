import { eccFormatBits, type QrEcc } from './qrTables.js'

/** The remainder of value·x^degree divided by the BCH generator (degree = generator's top bit). */
function bchRemainder(value: number, generator: number): number {
  const degree = 31 - Math.clz32(generator)
  let remainder = value << degree
  for (let bit = 31 - Math.clz32(remainder); bit >= degree; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= generator << (bit - degree)
  }
  return remainder
}

/**
 * The 15 format-information bits: level (2 bits) and mask (3 bits), a BCH(15,5) code, XOR-ed with
 * 101010000010010 so they are never all light.
 */
export function formatBits(ecc: QrEcc, mask: number): number {
  const data = (eccFormatBits[ecc] << 3) | mask
  return ((data << 10) | bchRemainder(data, 0x537)) ^ 0x5412
}

/** The 18 version-information bits of versions 7–40: the version (6 bits) and a BCH(18,6) code. */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, 0x1f25)
}
