import { byteCountBits, type QrBlockLayout } from './qrTables.js'
import { rsGenerator, rsRemainder } from './reedSolomon.js'

/**
 * The data codewords of one byte-mode segment: mode 0100, the byte count, the bytes, up to four
 * terminator zeros, zero bits to the byte boundary, then the pad bytes 0xEC and 0x11 in turn.
 */
export function dataCodewords(bytes: Uint8Array, version: number, capacity: number): Uint8Array {
  const out = new Uint8Array(capacity)
  let position = 0
  const write = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) {
      if ((value >>> i) & 1) out[position >>> 3] = out[position >>> 3]! | (0x80 >>> (position & 7))
      position++
    }
  }
  write(0b0100, 4)
  write(bytes.length, byteCountBits(version))
  for (const byte of bytes) write(byte, 8)
  const padStart = Math.ceil(Math.min(position + 4, capacity * 8) / 8)
  for (let i = padStart; i < capacity; i++) out[i] = (i - padStart) % 2 === 0 ? 0xec : 0x11
  return out
}

/**
 * Splits the data codewords into blocks (the shorter blocks first, the others one codeword
 * longer), appends each block's Reed–Solomon codewords, and interleaves: the i-th data codeword
 * of every block in turn, then the i-th error-correction codeword of every block.
 */
export function interleaveWithEcc(data: Uint8Array, layout: QrBlockLayout): Uint8Array {
  const { blocks, ecPerBlock, totalCodewords } = layout
  const shortBlocks = blocks - (totalCodewords % blocks)
  const shortLength = Math.floor(totalCodewords / blocks) - ecPerBlock
  const generator = rsGenerator(ecPerBlock)
  const dataBlocks: Uint8Array[] = []
  const eccBlocks: Uint8Array[] = []
  let start = 0
  for (let b = 0; b < blocks; b++) {
    const length = shortLength + (b < shortBlocks ? 0 : 1)
    const block = data.subarray(start, start + length)
    dataBlocks.push(block)
    eccBlocks.push(rsRemainder(block, generator))
    start += length
  }
  const out = new Uint8Array(totalCodewords)
  let k = 0
  for (let i = 0; i <= shortLength; i++) {
    for (const block of dataBlocks) if (i < block.length) out[k++] = block[i]!
  }
  for (let i = 0; i < ecPerBlock; i++) {
    for (const block of eccBlocks) out[k++] = block[i]!
  }
  return out
}
