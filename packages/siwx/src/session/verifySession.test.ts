import { describe, expect, test } from 'vitest'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { SiwxVerificationError } from '../errors/verify.js'
import { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
import { createSignedSession, testNow } from '../test/sessions.js'
import { createEvmSigner, createSolanaSigner } from '../test/signers.js'
import type { SiwxVerifier } from '../verify/types.js'
import { verifySession } from './verifySession.js'

const verifiers = [createEip155Verifier(), createSolanaVerifier()]
const hour = 60 * 60 * 1000

describe('verifySession', () => {
  test('a fresh eip155 and Solana session are valid', async () => {
    for (const [signer, chainId] of [
      [createEvmSigner(), 'eip155:1'],
      [createSolanaSigner(), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ] as const) {
      const session = await createSignedSession({ signer, chainId })
      const result = await verifySession({ session, verifiers, now: testNow + hour })
      expect(result).toMatchObject({ valid: true, fields: { address: signer.address } })
    }
  })

  test('S11: editing expirationTime, chainId or accountAddress keeps nothing valid', async () => {
    const signer = createEvmSigner()
    const session = await createSignedSession({ signer })
    const edits = [
      { expirationTime: new Date(testNow + 1000 * hour).toISOString() },
      { chainId: 'eip155:10' },
      { accountAddress: createEvmSigner().address },
      { issuedAt: new Date(testNow + hour).toISOString() },
      { nonce: 'otherNonce12345678' },
      { domain: 'evil.example' },
      { statement: 'Something else.' },
      { resources: ['https://app.example/x'] },
      { notBefore: new Date(testNow).toISOString() },
    ]
    for (const edit of edits) {
      const tampered = { ...session, data: { ...session.data, ...edit } }
      expect(await verifySession({ session: tampered, verifiers, now: testNow })).toEqual({
        valid: false,
        reason: 'dataMismatch',
      })
    }
    // The address in another case is the same eip155 account.
    const lower = {
      ...session,
      data: { ...session.data, accountAddress: signer.address.toLowerCase() },
    }
    expect((await verifySession({ session: lower, verifiers, now: testNow })).valid).toBe(true)
  })

  test('a message edited together with its data fails on the signature', async () => {
    const session = await createSignedSession({ signer: createEvmSigner() })
    const later = new Date(testNow + 1000 * hour).toISOString()
    const tampered = {
      ...session,
      message: session.message.replace(session.data.expirationTime!, later),
      data: { ...session.data, expirationTime: later },
    }
    expect(await verifySession({ session: tampered, verifiers, now: testNow })).toEqual({
      valid: false,
      reason: 'invalidSignature',
    })
  })

  test('another signer, a malformed session or message, an unknown namespace', async () => {
    const session = await createSignedSession({ signer: createEvmSigner() })
    const other = await createEvmSigner().sign(session.message)
    const reasonOf = async (candidate: unknown, list: readonly SiwxVerifier[] = verifiers) => {
      const result = await verifySession({ session: candidate as never, verifiers: list })
      return result.valid ? 'valid' : result.reason
    }
    const at = { now: testNow }
    expect(
      (await verifySession({ session: { ...session, signature: other }, verifiers, ...at })).valid,
    ).toBe(false)
    expect(await reasonOf(null)).toBe('malformedSession')
    expect(await reasonOf({ ...session, data: undefined })).toBe('malformedSession')
    expect(await reasonOf({ ...session, signature: 42 })).toBe('malformedSession')
    expect(await reasonOf({ ...session, message: 'hello' })).toBe('invalidMessage')
    const onlySolana = await verifySession({
      session,
      verifiers: [createSolanaVerifier()],
      ...at,
    })
    expect(onlySolana).toEqual({ valid: false, reason: 'unsupportedNamespace' })
  })

  test('expiry: the message’s Expiration Time, else issuedAt + maxAgeMs; and Not Before', async () => {
    const session = await createSignedSession({ signer: createEvmSigner(), expiration: hour })
    const at = (now: number, maxAgeMs?: number) =>
      verifySession({ session, verifiers, now, maxAgeMs })
    expect((await at(testNow + hour - 1)).valid).toBe(true)
    expect(await at(testNow + hour)).toEqual({ valid: false, reason: 'expired' })

    const signer = createEvmSigner()
    const { createSiwxMessenger } = await import('./createSiwxMessenger.js')
    const message = await createSiwxMessenger({
      domain: 'app.example',
      uri: 'https://app.example',
      now: () => testNow,
    }).createMessage({
      accountAddress: signer.address,
      chainId: 'eip155:1',
      notBefore: new Date(testNow + hour).toISOString(),
    })
    const { toString: _, ...data } = message
    const pending = { data, message: `${message}`, signature: await signer.sign(`${message}`) }
    expect(await verifySession({ session: pending, verifiers, now: testNow })).toEqual({
      valid: false,
      reason: 'notYetValid',
    })
  })

  test('a contract wallet whose chain cannot answer is unverified, not valid', async () => {
    const session = await createSignedSession({ signer: createEvmSigner() })
    const failing: SiwxVerifier = {
      namespace: 'eip155',
      verify: async () => {
        throw new SiwxVerificationError({ reason: 'unverified' })
      },
    }
    expect(await verifySession({ session, verifiers: [failing], now: testNow })).toEqual({
      valid: false,
      reason: 'unverified',
    })
  })
})
