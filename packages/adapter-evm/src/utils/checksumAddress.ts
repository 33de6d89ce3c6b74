import { keccak256 } from './keccak256.js'

/** EIP-55 mixed-case form of a `0x` + 40 hex address (the format is the caller's to check). */
export function checksumAddress(address: string): `0x${string}` {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(hex))
  let result = '0x'
  for (let i = 0; i < hex.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf
    result += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]!
  }
  return result as `0x${string}`
}
