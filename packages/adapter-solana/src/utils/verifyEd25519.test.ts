import { ed25519 } from '@noble/curves/ed25519.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { verifyEd25519 } from './verifyEd25519.js'

const secret = ed25519.utils.randomSecretKey()
const publicKey = ed25519.getPublicKey(secret)
const message = new TextEncoder().encode('hello')
const signature = ed25519.sign(message, secret)

describe.each([
  ['WebCrypto', false],
  ['@noble/curves (no WebCrypto Ed25519)', true],
])('verifyEd25519 with %s', (_, withoutWebCrypto) => {
  afterEach(() => vi.restoreAllMocks())
  const setup = () => {
    if (withoutWebCrypto)
      vi.spyOn(crypto.subtle, 'importKey').mockRejectedValue(
        new DOMException('', 'NotSupportedError'),
      )
  }

  it('accepts a real signature', async () => {
    setup()
    expect(await verifyEd25519({ publicKey, message, signature })).toBe(true)
  })

  it('refuses a changed message, another key, or a flipped bit', async () => {
    setup()
    const flipped = signature.slice()
    flipped[10] = (flipped[10] as number) ^ 1
    const other = ed25519.getPublicKey(ed25519.utils.randomSecretKey())
    expect(await verifyEd25519({ publicKey, message: new Uint8Array([1]), signature })).toBe(false)
    expect(await verifyEd25519({ publicKey: other, message, signature })).toBe(false)
    expect(await verifyEd25519({ publicKey, message, signature: flipped })).toBe(false)
    expect(await verifyEd25519({ publicKey, message, signature: signature.slice(1) })).toBe(false)
  })
})
