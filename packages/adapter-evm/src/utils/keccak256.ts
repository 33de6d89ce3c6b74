// Keccak-f[1600] on 25 lanes held as 50 little-endian 32-bit halves (low word first).
const rotations = [
  1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44,
]
const piLanes = [
  10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1,
]
const roundLow = [
  0x1, 0x8082, 0x808a, 0x80008000, 0x808b, 0x80000001, 0x80008081, 0x8009, 0x8a, 0x88, 0x80008009,
  0x8000000a, 0x8000808b, 0x8b, 0x8089, 0x8003, 0x8002, 0x80, 0x800a, 0x8000000a, 0x80008081,
  0x8080, 0x80000001, 0x80008008,
]
const h = 0x80000000
const roundHigh = [0, 0, h, h, 0, 0, h, h, 0, 0, 0, 0, 0, h, h, h, h, h, 0, h, h, h, 0, h]

const rate = 136

/** Keccak-256 (the pre-standard SHA-3 padding Ethereum uses) of some bytes. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const state = new Uint32Array(50)
  const padded = new Uint8Array((Math.floor(bytes.length / rate) + 1) * rate)
  padded.set(bytes)
  padded[bytes.length] = 0x01
  padded[padded.length - 1] = padded[padded.length - 1]! | 0x80
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate; i++)
      state[i >> 2] = state[i >> 2]! ^ (padded[offset + i]! << ((i & 3) * 8))
    permute(state)
  }
  const hash = new Uint8Array(32)
  for (let i = 0; i < 32; i++) hash[i] = state[i >> 2]! >>> ((i & 3) * 8)
  return hash
}

function permute(s: Uint32Array): void {
  const c = new Uint32Array(10)
  for (let round = 0; round < 24; round++) {
    // θ
    for (let x = 0; x < 10; x++) c[x] = s[x]! ^ s[x + 10]! ^ s[x + 20]! ^ s[x + 30]! ^ s[x + 40]!
    for (let x = 0; x < 10; x += 2) {
      const low = c[(x + 2) % 10]!
      const high = c[(x + 3) % 10]!
      const dLow = ((low << 1) | (high >>> 31)) ^ c[(x + 8) % 10]!
      const dHigh = ((high << 1) | (low >>> 31)) ^ c[(x + 9) % 10]!
      for (let y = 0; y < 50; y += 10) {
        s[x + y] = s[x + y]! ^ dLow
        s[x + y + 1] = s[x + y + 1]! ^ dHigh
      }
    }
    // ρ and π
    let low = s[2]!
    let high = s[3]!
    for (let t = 0; t < 24; t++) {
      const r = rotations[t]!
      const lane = piLanes[t]! * 2
      const nextLow = s[lane]!
      const nextHigh = s[lane + 1]!
      s[lane] = r < 32 ? (low << r) | (high >>> (32 - r)) : (high << (r - 32)) | (low >>> (64 - r))
      s[lane + 1] =
        r < 32 ? (high << r) | (low >>> (32 - r)) : (low << (r - 32)) | (high >>> (64 - r))
      low = nextLow
      high = nextHigh
    }
    // χ
    for (let y = 0; y < 50; y += 10) {
      for (let x = 0; x < 10; x++) c[x] = s[y + x]!
      for (let x = 0; x < 10; x++) s[y + x] = c[x]! ^ (~c[(x + 2) % 10]! & c[(x + 4) % 10]!)
    }
    // ι
    s[0] = s[0]! ^ roundLow[round]!
    s[1] = s[1]! ^ roundHigh[round]!
  }
}
