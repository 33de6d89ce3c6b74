/**
 * A copy of a wire transaction with `signature` in the slot of the signer `publicKey`, for wallets
 * that answer a signing request with the signature alone; `undefined` when the key is not among
 * the transaction's signers or the bytes are malformed.
 */
export function placeSignature(
  wire: Uint8Array,
  publicKey: Uint8Array,
  signature: Uint8Array,
): Uint8Array | undefined {
  const count = wire[0]
  if (count === undefined || count > 127 || signature.length !== 64) return undefined
  let offset = 1 + 64 * count
  // A versioned message starts with 0x80 | version before its header.
  if (((wire[offset] ?? 0) & 0x80) !== 0) offset += 1
  const required = wire[offset]
  const keyCount = wire[offset + 3]
  if (required === undefined || keyCount === undefined || keyCount > 127) return undefined
  offset += 4
  for (let index = 0; index < Math.min(required, count, keyCount); index += 1) {
    const key = wire.subarray(offset + 32 * index, offset + 32 * (index + 1))
    if (key.length === 32 && key.every((byte, i) => byte === publicKey[i])) {
      const copy = wire.slice()
      copy.set(signature, 1 + 64 * index)
      return copy
    }
  }
  return undefined
}
