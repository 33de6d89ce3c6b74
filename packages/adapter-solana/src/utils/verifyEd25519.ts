export type VerifyEd25519Parameters = {
  publicKey: Uint8Array
  message: Uint8Array
  signature: Uint8Array
}

const loadNoble = () => import('@noble/curves/ed25519.js')

/**
 * Whether `signature` is a valid ed25519 signature of `message` by `publicKey`. Uses WebCrypto's
 * Ed25519 where the platform has it (Node 20, recent browsers); elsewhere loads `@noble/curves`.
 * Never throws: anything unreadable is `false`.
 */
export async function verifyEd25519({
  publicKey,
  message,
  signature,
}: VerifyEd25519Parameters): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return false
  let key: CryptoKey | undefined
  try {
    key = await globalThis.crypto?.subtle?.importKey(
      'raw',
      publicKey as BufferSource,
      { name: 'Ed25519' },
      false,
      ['verify'],
    )
  } catch {
    key = undefined
  }
  try {
    if (key)
      return await crypto.subtle.verify(
        { name: 'Ed25519' },
        key,
        signature as BufferSource,
        message as BufferSource,
      )
    const { ed25519 } = await loadNoble()
    return ed25519.verify(signature, message, publicKey)
  } catch {
    return false
  }
}
