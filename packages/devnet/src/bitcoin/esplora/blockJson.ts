import type { Block } from '../types.js'

/** Difficulty 1's target over the block's target, as Bitcoin Core computes it. */
function difficulty(bits: number): number {
  let shift = (bits >>> 24) & 0xff
  let value = 0x0000ffff / (bits & 0x00ffffff)
  while (shift < 29) {
    value *= 256
    shift += 1
  }
  while (shift > 29) {
    value /= 256
    shift -= 1
  }
  return value
}

/** Esplora's block JSON (`GET /block/:hash`). */
export function blockJson(block: Block) {
  return {
    id: block.hash,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: block.merkleRoot,
    previousblockhash: block.previousHash ?? null,
    mediantime: block.medianTime,
    nonce: block.nonce,
    bits: block.bits,
    difficulty: difficulty(block.bits),
  }
}
