import { sha256 } from '@noble/hashes/sha2.js'
import { internalBytes, reversedHex } from '../bytes.js'

/** Regtest's compact target: any hash below 2^255 roughly, so a nonce is found in ~2 tries. */
export const regtestBits = 0x207fffff

export type BlockHeaderFields = {
  version: number
  /** Display order; all zeros for the genesis block. */
  previousHash: string
  /** Display order. */
  merkleRoot: string
  time: number
  bits: number
  nonce: number
}

/** The 80-byte block header. */
export function encodeBlockHeader(header: BlockHeaderFields): Uint8Array {
  const bytes = new Uint8Array(80)
  const view = new DataView(bytes.buffer)
  view.setInt32(0, header.version, true)
  bytes.set(internalBytes(header.previousHash), 4)
  bytes.set(internalBytes(header.merkleRoot), 36)
  view.setUint32(68, header.time, true)
  view.setUint32(72, header.bits, true)
  view.setUint32(76, header.nonce, true)
  return bytes
}

/** The header's double SHA-256, display order. */
export function hashBlockHeader(header: BlockHeaderFields): string {
  return reversedHex(sha256(sha256(encodeBlockHeader(header))))
}

/** Whether a display-order hash meets the compact target `bits`. */
export function meetsTarget(hash: string, bits: number): boolean {
  const exponent = bits >>> 24
  const mantissa = BigInt(bits & 0x7fffff)
  const target =
    exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3))
  return BigInt(`0x${hash}`) <= target
}

/** Finds the first nonce whose header hash meets the target (cheap at regtest's difficulty). */
export function mineHeader(header: Omit<BlockHeaderFields, 'nonce'>): {
  nonce: number
  hash: string
} {
  for (let nonce = 0; nonce <= 0xffff_ffff; nonce++) {
    const hash = hashBlockHeader({ ...header, nonce })
    if (meetsTarget(hash, header.bits)) return { nonce, hash }
  }
  throw new Error('No nonce meets the target')
}

/** The merkle root of display-order hashes (txids or wtxids), display order. */
export function merkleRoot(hashes: readonly string[]): string {
  if (hashes.length === 0) return '0'.repeat(64)
  let level = hashes.map((hash) => internalBytes(hash))
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array
      const right = level[i + 1] ?? left
      const joined = new Uint8Array(64)
      joined.set(left)
      joined.set(right, 32)
      next.push(sha256(sha256(joined)))
    }
    level = next
  }
  return reversedHex(level[0] as Uint8Array)
}
