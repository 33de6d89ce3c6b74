import { bytesToHex } from '@noble/hashes/utils.js'

/** Hex of `bytes` in reverse order: how Bitcoin displays txids and block hashes. */
export function reversedHex(bytes: Uint8Array): string {
  return bytesToHex(Uint8Array.from(bytes).reverse())
}

/** The bytes of a display-order hash (txid, block hash) in internal order. */
export function internalBytes(displayHex: string): Uint8Array {
  const bytes = new Uint8Array(displayHex.length / 2)
  for (let i = 0; i < bytes.length; i++) {
    bytes[bytes.length - 1 - i] = Number.parseInt(displayHex.slice(i * 2, i * 2 + 2), 16)
  }
  return bytes
}

/** A 64-character lower- or upper-case hex string (a txid or a block hash). */
export function isHash(value: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(value)
}

/** Whether two byte arrays hold the same bytes. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
