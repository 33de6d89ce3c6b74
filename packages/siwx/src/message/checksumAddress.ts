import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/** The EIP-55 mixed-case form of a `0x` + 40 hex digits address. */
export function checksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)))
  let out = '0x'
  for (let index = 0; index < 40; index++) {
    const char = lower[index] as string
    out += Number.parseInt(hash[index] as string, 16) >= 8 ? char.toUpperCase() : char
  }
  return out
}
