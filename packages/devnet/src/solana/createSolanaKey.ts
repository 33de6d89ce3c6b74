import { encodeBase58 } from './base58.js'

/** The devnet's well-known Solana test key seed: public, for local use only. */
export const devSolanaSeed = new Uint8Array(32).map((_, index) => index + 1)

/** An ed25519 key as Solana uses it: the base58 public key is the address. */
export type SolanaKey = {
  address: string
  publicKey: Uint8Array<ArrayBuffer>
  /** Signs raw bytes (ed25519, 64-byte signature). */
  sign(message: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>>
}

// PKCS#8 wrapping of a raw 32-byte ed25519 seed (RFC 8410), which WebCrypto imports.
const pkcs8Prefix = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70]
const pkcs8Seed = [0x04, 0x22, 0x04, 0x20]

/** A Solana key from a 32-byte seed, through WebCrypto's Ed25519 (browsers and Node alike). */
export async function createSolanaKey(seed: Uint8Array = devSolanaSeed): Promise<SolanaKey> {
  const subtle = globalThis.crypto.subtle
  const privateKey = await subtle.importKey(
    'pkcs8',
    new Uint8Array([...pkcs8Prefix, ...pkcs8Seed, ...seed]),
    { name: 'Ed25519' },
    true,
    ['sign'],
  )
  const { x } = await subtle.exportKey('jwk', privateKey)
  const publicKey = fromBase64Url(x ?? '')
  return {
    address: encodeBase58(publicKey),
    publicKey,
    async sign(message) {
      return new Uint8Array(await subtle.sign('Ed25519', privateKey, message))
    },
  }
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
}
