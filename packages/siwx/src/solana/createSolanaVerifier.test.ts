import { describe, expect, test } from 'vitest'
import { buildSiwxMessage } from '../message/buildSiwxMessage.js'
import { solanaFields } from '../test/fixtures.js'
import { createSolanaSigner } from '../test/signers.js'
import { createSolanaVerifier } from './createSolanaVerifier.js'

describe('createSolanaVerifier', () => {
  const verifier = createSolanaVerifier()
  const signer = createSolanaSigner()
  const fields = { ...solanaFields, address: signer.address }
  const message = buildSiwxMessage(fields)

  test('accepts an ed25519 signature by the address key', async () => {
    expect(verifier.namespace).toBe('solana')
    const signature = await signer.sign(message)
    await expect(verifier.verify({ message, fields, signature })).resolves.toBe(true)
  })

  test('refuses another key, another message, and malformed signatures', async () => {
    const other = createSolanaSigner()
    await expect(
      verifier.verify({ message, fields, signature: await other.sign(message) }),
    ).resolves.toBe(false)
    await expect(
      verifier.verify({ message: `${message} `, fields, signature: await signer.sign(message) }),
    ).resolves.toBe(false)
    for (const signature of ['', 'not-base58!', '1111', '0x00']) {
      await expect(verifier.verify({ message, fields, signature })).resolves.toBe(false)
    }
  })
})
