import { describe, expect, test } from 'vitest'
import { decodeBase58 } from './base58.js'
import { createSolanaKey } from './createSolanaKey.js'

describe('createSolanaKey', () => {
  test('its base58 address is its public key, and its signatures verify against it', async () => {
    const key = await createSolanaKey()
    expect(decodeBase58(key.address)).toEqual(key.publicKey)
    expect(key.publicKey).toHaveLength(32)
    const message = new TextEncoder().encode('Sign in to Kit')
    const signature = await key.sign(message)
    expect(signature).toHaveLength(64)
    const publicKey = await crypto.subtle.importKey('raw', key.publicKey, 'Ed25519', false, [
      'verify',
    ])
    expect(await crypto.subtle.verify('Ed25519', publicKey, signature, message)).toBe(true)
    const other = new TextEncoder().encode('Sign in to Kat')
    expect(await crypto.subtle.verify('Ed25519', publicKey, signature, other)).toBe(false)
  })

  test('the same seed gives the same address', async () => {
    const seed = new Uint8Array(32).fill(7)
    expect((await createSolanaKey(seed)).address).toBe((await createSolanaKey(seed)).address)
    expect((await createSolanaKey(seed)).address).not.toBe((await createSolanaKey()).address)
  })
})
