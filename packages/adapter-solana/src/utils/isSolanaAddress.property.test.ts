import { fc, propertyTest } from '@kit/fuzz'
import { PublicKey } from '@solana/web3.js'
import { expect } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'
import { isSolanaAddress } from './isSolanaAddress.js'

const base58Char = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')

/** Address-like input: real keys, near misses in length and alphabet, and junk. */
const addressLike = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => new PublicKey(bytes).toBase58()),
  fc.string({ unit: base58Char, minLength: 30, maxLength: 46 }),
  fc.string({ unit: fc.constantFrom(...'1z0OIl'), minLength: 31, maxLength: 45 }),
  fc.string(),
)

function web3Accepts(value: string): boolean {
  try {
    return new PublicKey(value).toBytes().length === 32
  } catch {
    return false
  }
}

propertyTest(
  'isSolanaAddress agrees with web3.js’s PublicKey on strings',
  [addressLike],
  (value) => {
    expect(isSolanaAddress(value)).toBe(web3Accepts(value))
  },
)

propertyTest('isSolanaAddress never throws, whatever it is given', [fc.anything()], (value) => {
  expect(typeof isSolanaAddress(value)).toBe('boolean')
})

propertyTest(
  'base58 round-trips any bytes and matches web3.js for 32 bytes',
  [fc.uint8Array({ maxLength: 80 })],
  (bytes) => {
    const text = encodeBase58(bytes)
    expect(decodeBase58(text)).toEqual(bytes)
    if (bytes.length === 32) expect(text).toBe(new PublicKey(bytes).toBase58())
  },
)
