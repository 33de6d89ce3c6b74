import { describe, expect, test } from 'vitest'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { createMemoryNonceStore } from '../nonce/createMemoryNonceStore.js'
import { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
import { appDomain, appOrigin, createSignedSession, testNow } from '../test/sessions.js'
import { createEvmSigner, createSolanaSigner } from '../test/signers.js'
import { verifySignIn } from './verifySignIn.js'

const verifiers = [createEip155Verifier(), createSolanaVerifier()]
const expected = { domain: appDomain, origin: appOrigin, now: testNow }

describe('verifySignIn', () => {
  test('picks the verifier of the message’s namespace; the nonce works once', async () => {
    for (const [signer, chainId] of [
      [createEvmSigner(), 'eip155:1'],
      [createSolanaSigner(), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ] as const) {
      const nonces = createMemoryNonceStore({ now: () => testNow })
      const nonce = nonces.issue()
      const { message, signature } = await createSignedSession({ signer, chainId, nonce })
      const input = { message, signature, nonces, verifiers, expected: { ...expected, chainId } }
      expect(await verifySignIn(input)).toMatchObject({ address: signer.address, nonce })
      await expect(verifySignIn(input)).rejects.toMatchObject({ reason: 'nonceRejected' })
    }
  })

  test('refusals: another domain or origin, a nonce not issued, garbage, no verifier', async () => {
    const signer = createEvmSigner()
    const nonces = createMemoryNonceStore({ now: () => testNow })
    const { message, signature } = await createSignedSession({ signer, nonce: nonces.issue() })
    const attempt = (overrides: object) =>
      verifySignIn({ message, signature, nonces, verifiers, expected, ...overrides })
    await expect(
      attempt({ expected: { ...expected, domain: 'evil.example' } }),
    ).rejects.toMatchObject({ reason: 'domainMismatch' })
    await expect(
      attempt({ expected: { ...expected, origin: 'http://app.example' } }),
    ).rejects.toMatchObject({ reason: 'originMismatch' })
    await expect(attempt({ message: 'hello' })).rejects.toMatchObject({ reason: 'invalidMessage' })
    await expect(attempt({ verifiers: [createSolanaVerifier()] })).rejects.toMatchObject({
      reason: 'unsupportedNamespace',
    })
    await expect(attempt({ verifiers: [] })).rejects.toMatchObject({
      name: 'SiwxVerifierConfigError',
    })
    await expect(attempt({ nonces: undefined })).rejects.toMatchObject({
      name: 'SiwxVerifierConfigError',
    })
    // None of the refusals used the nonce up.
    expect(await attempt({})).toMatchObject({ address: signer.address })
    const stranger = await createSignedSession({ signer, nonce: 'notIssuedHere123' })
    await expect(
      attempt({ message: stranger.message, signature: stranger.signature }),
    ).rejects.toMatchObject({ reason: 'nonceRejected' })
  })
})
