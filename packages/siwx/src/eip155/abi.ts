import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js'

/** A 32-byte big-endian word of a non-negative integer. */
function word(value: number): Uint8Array {
  const out = new Uint8Array(32)
  new DataView(out.buffer).setBigUint64(24, BigInt(value))
  return out
}

/** ABI `bytes`, in the tail: length word, then the bytes padded to a whole word. */
function dynamicBytes(bytes: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.ceil(bytes.length / 32) * 32)
  padded.set(bytes)
  return concatBytes(word(bytes.length), padded)
}

/** `isValidSignature(bytes32,bytes)` calldata (ERC-1271). */
export function encodeIsValidSignature(hash: Uint8Array, signature: Uint8Array): string {
  const selector = hexToBytes('1626ba7e')
  return `0x${bytesToHex(concatBytes(selector, hash, word(64), dynamicBytes(signature)))}`
}

/** ABI encoding of `(address, bytes32, bytes)`: the ERC-6492 validator's constructor arguments. */
export function encodeValidatorArguments(
  address: string,
  hash: Uint8Array,
  signature: Uint8Array,
): string {
  const addressWord = new Uint8Array(32)
  addressWord.set(hexToBytes(address.slice(2)), 12)
  return bytesToHex(concatBytes(addressWord, hash, word(96), dynamicBytes(signature)))
}
