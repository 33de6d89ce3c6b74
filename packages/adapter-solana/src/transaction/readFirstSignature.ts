/**
 * The fee payer's signature of a wire transaction (legacy or versioned: a compact-u16 count, then
 * 64-byte signatures); `undefined` when the bytes are too short or it is all zeros (unsigned).
 */
export function readFirstSignature(wire: Uint8Array): Uint8Array | undefined {
  const count = wire[0]
  // Counts of 128 and more take a second byte; no transaction has that many signers.
  if (count === undefined || count === 0 || count > 127 || wire.length < 1 + 64 * count)
    return undefined
  const signature = wire.slice(1, 65)
  return signature.some((byte) => byte !== 0) ? signature : undefined
}
