import { describe, expect, test } from 'vitest'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { SiwxVerificationError, SiwxVerifierConfigError } from '../errors/verify.js'
import { buildSiwxMessage } from '../message/buildSiwxMessage.js'
import type { SiwxMessage } from '../message/types.js'
import { createNonce } from '../nonce/createNonce.js'
import { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
import { eip155Fields } from '../test/fixtures.js'
import { createMemoryNonceStore } from '../test/memoryNonceStore.js'
import { createEvmSigner } from '../test/signers.js'
import { type VerifySiwxParameters, verifySiwx } from './verifySiwx.js'

const now = Date.parse('2026-11-26T12:00:00Z')
const minute = 60_000
const iso = (time: number) => new Date(time).toISOString()
const signer = createEvmSigner()
const expected = {
  domain: 'app.example:8443',
  origin: 'https://app.example:8443',
  chainId: 'eip155:1',
  now,
}

/** A signed sign-in whose nonce the store issued, with `change` applied to the fields. */
async function signIn(change: Partial<SiwxMessage> = {}) {
  const nonces = createMemoryNonceStore()
  const { statement, expirationTime, notBefore, requestId, resources, ...base } = eip155Fields
  const fields = {
    ...base,
    address: signer.address,
    nonce: createNonce(),
    issuedAt: iso(now),
    ...change,
  } as SiwxMessage
  nonces.issue(fields.nonce)
  const message = buildSiwxMessage(fields)
  const parameters: VerifySiwxParameters = {
    message,
    signature: await signer.sign(message),
    expected,
    nonces,
    verifier: createEip155Verifier(),
  }
  return parameters
}

async function reasonOf(parameters: VerifySiwxParameters): Promise<string> {
  const error = await verifySiwx(parameters).then(
    () => {
      throw new Error('verified')
    },
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(SiwxVerificationError)
  return (error as SiwxVerificationError).reason
}

describe('verifySiwx', () => {
  test('a good sign-in: returns the fields, and the nonce is spent', async () => {
    const parameters = await signIn()
    const fields = await verifySiwx(parameters)
    expect(fields.address).toBe(signer.address)
    // S09: replaying the same message and signature after login fails.
    expect(await reasonOf(parameters)).toBe('nonceRejected')
  })

  test('S09: a nonce the server never issued fails', async () => {
    const parameters = await signIn()
    expect(await reasonOf({ ...parameters, nonces: createMemoryNonceStore() })).toBe(
      'nonceRejected',
    )
  })

  test('S09: a bad signature does not spend the nonce', async () => {
    const parameters = await signIn()
    const other = createEvmSigner()
    const forged = { ...parameters, signature: await other.sign(parameters.message) }
    expect(await reasonOf(forged)).toBe('invalidSignature')
    await expect(verifySiwx(parameters)).resolves.toBeDefined()
  })

  // S07: the domain must be the app's host exactly.
  test.each([
    ['another host', 'evil.example:8443'],
    ['a subdomain of the app', 'sub.app.example:8443'],
    ['the parent of the app', 'example:8443'],
    ['another port', 'app.example:8444'],
    ['no port', 'app.example'],
    ['a lookalike suffix', 'app.example.evil.example:8443'],
  ])('S07: %s in the domain fails', async (_, domain) => {
    expect(await reasonOf(await signIn({ domain }))).toBe('domainMismatch')
  })

  test('S07: the domain compares without regard to letter case', async () => {
    await expect(verifySiwx(await signIn({ domain: 'APP.example:8443' }))).resolves.toBeDefined()
  })

  // S08: the uri's origin must be the app's; no query, no fragment.
  test.each([
    ['another scheme', 'http://app.example:8443', 'originMismatch'],
    ['another host', 'https://evil.example:8443', 'originMismatch'],
    ['another port', 'https://app.example', 'originMismatch'],
    ['a subdomain', 'https://www.app.example:8443', 'originMismatch'],
    ['an opaque URI', 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66', 'originMismatch'],
    ['a query string', 'https://app.example:8443/?next=/admin', 'uriQueryOrFragment'],
    ['a fragment', 'https://app.example:8443/#x', 'uriQueryOrFragment'],
  ])('S08: a uri with %s fails', async (_, uri, reason) => {
    expect(await reasonOf(await signIn({ uri }))).toBe(reason)
  })

  test('S08: a path under the origin is fine', async () => {
    await expect(
      verifySiwx(await signIn({ uri: 'https://app.example:8443/login' })),
    ).resolves.toBeDefined()
  })

  test('S08: a Chain ID other than the connected chain fails', async () => {
    expect(await reasonOf(await signIn({ chainId: '10' }))).toBe('chainMismatch')
    const parameters = await signIn()
    expect(await reasonOf({ ...parameters, expected: { ...expected, chainId: 'solana:1' } })).toBe(
      'namespaceMismatch',
    )
  })

  test('S08: a non-decimal Chain ID is an invalid message', async () => {
    const parameters = await signIn()
    const message = parameters.message.replace('Chain ID: 1', 'Chain ID: 0x1')
    expect(await reasonOf({ ...parameters, message, signature: await signer.sign(message) })).toBe(
      'invalidMessage',
    )
  })

  // S10: a fake clock around the message's times.
  test.each([
    ['issued more than 5 minutes ago', { issuedAt: iso(now - 5 * minute - 1) }, 'issuedAtSkew'],
    ['issued more than 5 minutes ahead', { issuedAt: iso(now + 5 * minute + 1) }, 'issuedAtSkew'],
    ['expired', { expirationTime: iso(now - 1) }, 'expired'],
    ['expiring this very millisecond', { expirationTime: iso(now) }, 'expired'],
    ['not yet valid', { notBefore: iso(now + 1) }, 'notYetValid'],
  ] as const)('S10: a message %s fails', async (_, change, reason) => {
    expect(await reasonOf(await signIn(change))).toBe(reason)
  })

  test('S10: within the skew and the window passes; the skew can be narrowed', async () => {
    const parameters = await signIn({
      issuedAt: iso(now - 5 * minute),
      notBefore: iso(now),
      expirationTime: iso(now + 1),
    })
    await expect(verifySiwx(parameters)).resolves.toBeDefined()
    const narrow = await signIn({ issuedAt: iso(now - 2 * minute) })
    expect(await reasonOf({ ...narrow, expected: { ...expected, maxSkewMs: minute } })).toBe(
      'issuedAtSkew',
    )
  })

  test('S10: an offset timestamp is compared as the instant it names', async () => {
    await expect(
      verifySiwx(await signIn({ issuedAt: '2026-11-26T14:00:00+02:00' })),
    ).resolves.toBeDefined()
  })

  test('a message over the cap or out of grammar is an invalid message', async () => {
    const parameters = await signIn()
    expect(await reasonOf({ ...parameters, message: `${parameters.message}\nFoo: bar` })).toBe(
      'invalidMessage',
    )
    expect(await reasonOf({ ...parameters, message: 'x'.repeat(9000) })).toBe('invalidMessage')
  })

  test("a verifier of another namespace than the message's fails", async () => {
    const parameters = await signIn()
    expect(await reasonOf({ ...parameters, verifier: createSolanaVerifier() })).toBe(
      'namespaceMismatch',
    )
  })

  // S09: a verifier called without a domain or a nonce store throws.
  test.each([
    ['no expected domain', { expected: { ...expected, domain: undefined } }, 'expected.domain'],
    ['an empty domain', { expected: { ...expected, domain: '' } }, 'expected.domain'],
    ['no origin', { expected: { ...expected, origin: undefined } }, 'expected.origin'],
    [
      'an origin that is not a URL',
      { expected: { ...expected, origin: 'app.example' } },
      'expected.origin',
    ],
    [
      'a chain id that is not CAIP-2',
      { expected: { ...expected, chainId: '1' } },
      'expected.chainId',
    ],
    ['no nonce store', { nonces: undefined }, 'nonces'],
    ['no verifier', { verifier: undefined }, 'verifier'],
    ['no expectations at all', { expected: undefined }, 'expected.domain'],
  ])('throws SiwxVerifierConfigError with %s', async (_, change, parameter) => {
    const parameters = { ...(await signIn()), ...change } as unknown as VerifySiwxParameters
    const error = await verifySiwx(parameters).catch((caught) => caught)
    expect(error).toBeInstanceOf(SiwxVerifierConfigError)
    expect(error).toMatchObject({ parameter })
  })
})
