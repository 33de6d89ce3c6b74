import { InvalidSiwxFieldError } from '../errors/message.js'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export type CreateNonceParameters = {
  /** Characters, each carrying log2(62) ≈ 5.95 bits; 17 (≥ 101 bits) unless told, at least 17. */
  length?: number | undefined
}

/**
 * A sign-in nonce from the platform's CSPRNG (`crypto.getRandomValues`): letters and digits only,
 * as EIP-4361 requires, with at least 96 bits of entropy (SECURITY S09). Rejection sampling keeps
 * every character equally likely. A `length` outside 17–256 throws `InvalidSiwxFieldError`.
 * @example
 * const nonce = createNonce() // 'f3K9qPz0LmB7xYw2R'
 */
export function createNonce({ length = 17 }: CreateNonceParameters = {}): string {
  if (!Number.isSafeInteger(length) || length < 17 || length > 256)
    throw new InvalidSiwxFieldError({ field: 'nonce', reason: 'invalidFormat' })
  let nonce = ''
  const buffer = new Uint8Array(length * 2)
  while (nonce.length < length) {
    crypto.getRandomValues(buffer)
    for (const byte of buffer) {
      // 248 = 4 × 62: bytes at or above it would favour the first characters.
      if (byte < 248) nonce += alphabet[byte % 62]
      if (nonce.length === length) break
    }
  }
  return nonce
}
