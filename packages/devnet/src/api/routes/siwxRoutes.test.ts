import type { SiwxNonceResponse, SiwxSessionRecord } from '@kit/blockchain-api'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SignInVerifier } from '../siwx/SignInVerifier.js'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer.js'

const origin = 'https://app.example'
let clock = Date.parse('2026-11-26T12:00:00Z')

// A small EIP-4361 verifier (viem): domain, origin, chain, signature, then the nonce once. The
// full one (`@kit/siwx/server`) is tested against this server in @kit/siwx.
const verifySignIn: SignInVerifier = async ({ message, signature, expected, nonces }) => {
  const fields = parseSiweMessage(message)
  const refuse = (reason: string) => Object.assign(new Error('refused'), { reason })
  if (fields.domain !== expected.domain) throw refuse('domainMismatch')
  if (new URL(fields.uri!).origin !== expected.origin) throw refuse('originMismatch')
  if (`eip155:${fields.chainId}` !== expected.chainId) throw refuse('chainMismatch')
  const valid = await verifyMessage({
    address: fields.address!,
    message,
    signature: signature as `0x${string}`,
  })
  if (!valid) throw refuse('invalidSignature')
  if (!(await nonces.consume(fields.nonce!))) throw refuse('nonceRejected')
  return {
    namespace: 'eip155',
    domain: fields.domain!,
    address: fields.address!,
    uri: fields.uri!,
    version: '1',
    chainId: String(fields.chainId),
    nonce: fields.nonce!,
    issuedAt: fields.issuedAt!.toISOString(),
    expirationTime: fields.expirationTime?.toISOString(),
  }
}

let api: StartApiServerReturnType
let bare: StartApiServerReturnType
beforeAll(async () => {
  api = await startApiServer({ chains: [], verifySignIn, now: () => clock })
  bare = await startApiServer({ chains: [] })
})
afterAll(async () => {
  await api?.stop()
  await bare?.stop()
})

async function call<body>(path: string, init: RequestInit & { json?: unknown } = {}, base = api) {
  const headers = { origin, 'content-type': 'application/json', ...init.headers }
  const body = init.json === undefined ? undefined : JSON.stringify(init.json)
  const response = await fetch(`${base.url}${path}`, { ...init, headers, body })
  return { status: response.status, body: (await response.json()) as body }
}

async function signIn(account = privateKeyToAccount(generatePrivateKey()), chainId = 1) {
  const { body: issued } = await call<SiwxNonceResponse>('/v1/siwx/nonce', { method: 'POST' })
  const message = createSiweMessage({
    domain: 'app.example',
    address: account.address,
    uri: origin,
    version: '1',
    chainId,
    nonce: issued.nonce,
    issuedAt: new Date(clock),
    expirationTime: new Date(clock + 60 * 60 * 1000),
  })
  const signature = await account.signMessage({ message })
  const data = { accountAddress: account.address, chainId: `eip155:${chainId}` }
  return { account, issued, session: { data, message, signature } }
}

test('nonces: 128 bits, fresh each time, with an expiry', async () => {
  const first = await call<SiwxNonceResponse>('/v1/siwx/nonce', { method: 'POST' })
  const second = await call<SiwxNonceResponse>('/v1/siwx/nonce', { method: 'POST' })
  expect(first.body.nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(second.body.nonce).not.toBe(first.body.nonce)
  expect(first.body.expiresAt).toBe(clock + 10 * 60 * 1000)
})

test('a session is created only from a verified message, once, bound to the page origin', async () => {
  const { account, session } = await signIn()
  const create = (json: unknown, headers: Record<string, string> = {}) =>
    call<SiwxSessionRecord>('/v1/siwx/sessions', { method: 'POST', json, headers })
  expect((await create(session, { origin: 'https://evil.example' })).status).toBe(401)
  expect((await create(session, { origin: '' })).status).toBe(400)
  expect((await create({ ...session, data: { chainId: 'one' } })).status).toBe(400)
  const forged = {
    ...session,
    signature: await privateKeyToAccount(generatePrivateKey()).signMessage({
      message: session.message,
    }),
  }
  expect(await create(forged)).toMatchObject({
    status: 401,
    body: { reasons: [{ field: 'signature', description: 'Sign-in refused: invalidSignature' }] },
  })

  // The data stored is what was verified, whatever the client claimed.
  const claimed = { ...session, data: { ...session.data, expirationTime: '2099-01-01T00:00:00Z' } }
  const created = await create(claimed)
  expect(created.status).toBe(200)
  expect(created.body.data).toMatchObject({
    accountAddress: account.address,
    chainId: 'eip155:1',
    expirationTime: new Date(clock + 60 * 60 * 1000).toISOString(),
  })
  expect(created.body.expiresAt).toBe(clock + 60 * 60 * 1000)
  expect(await create(session)).toMatchObject({
    status: 401,
    body: { reasons: [{ description: 'Sign-in refused: nonceRejected' }] },
  })
  expect((await call('/v1/siwx/sessions', { method: 'POST', json: session }, bare)).status).toBe(
    501,
  )
})

test('sessions are listed per chain and address, read by id, revoked with their signature', async () => {
  const { account, session } = await signIn()
  const created = await call<SiwxSessionRecord>('/v1/siwx/sessions', {
    method: 'POST',
    json: session,
  })
  const other = await signIn(account, 10)
  await call('/v1/siwx/sessions', { method: 'POST', json: other.session })
  const list = (chainId: string, address: string) =>
    call<{ sessions: SiwxSessionRecord[] }>(
      `/v1/siwx/sessions?chainId=${chainId}&address=${address}`,
    )
  expect((await list('eip155:1', account.address.toLowerCase())).body.sessions).toEqual([
    created.body,
  ])
  expect((await list('eip155:10', account.address)).body.sessions).toHaveLength(1)
  expect(
    (await list('eip155:1', privateKeyToAccount(generatePrivateKey()).address)).body.sessions,
  ).toEqual([])
  expect((await list('one', account.address)).status).toBe(400)

  const path = `/v1/siwx/sessions/${created.body.id}`
  expect((await call<SiwxSessionRecord>(path)).body).toEqual(created.body)
  const revoke = (signature: string) =>
    call(`${path}/revoke`, { method: 'POST', json: { signature } })
  expect((await revoke('0x00')).status).toBe(401)
  expect(await revoke(session.signature)).toMatchObject({ status: 200, body: { revoked: true } })
  expect((await call(path)).status).toBe(404)
  expect((await revoke(session.signature)).status).toBe(404)
  // Revoking one keeps the other.
  expect((await list('eip155:10', account.address)).body.sessions).toHaveLength(1)
})

test('an expired session is neither listed nor served', async () => {
  const { account, session } = await signIn()
  const created = await call<SiwxSessionRecord>('/v1/siwx/sessions', {
    method: 'POST',
    json: session,
  })
  clock += 60 * 60 * 1000
  try {
    expect((await call(`/v1/siwx/sessions/${created.body.id}`)).status).toBe(404)
    const listed = await call<{ sessions: unknown[] }>(
      `/v1/siwx/sessions?chainId=eip155:1&address=${account.address}`,
    )
    expect(listed.body.sessions).toEqual([])
  } finally {
    clock -= 60 * 60 * 1000
  }
})

test('one-click auth: one nonce signs in once on each chain of the same message', async () => {
  const { account, issued, session } = await signIn()
  const create = (json: unknown) =>
    call<SiwxSessionRecord>('/v1/siwx/sessions', { method: 'POST', json })
  const onChain = async (chainId: number, message = session.message) => {
    const text = message.replace('\nChain ID: 1\n', `\nChain ID: ${chainId}\n`)
    const signature = await account.signMessage({ message: text })
    return { data: { chainId: `eip155:${chainId}` }, message: text, signature }
  }
  expect((await create(session)).status).toBe(200)
  const optimism = await create(await onChain(10))
  expect(optimism.status).toBe(200)
  expect(optimism.body.data).toMatchObject({ chainId: 'eip155:10', nonce: issued.nonce })
  // Each chain once: a replay on either is refused.
  expect((await create(await onChain(10))).status).toBe(401)
  expect((await create(session)).status).toBe(401)
  // The nonce does not open another message: another statement, or another account, on a new chain.
  const edited = session.message.replace('\nURI: ', '\nAnother statement.\n\nURI: ')
  expect(await create(await onChain(137, edited))).toMatchObject({
    status: 401,
    body: { reasons: [{ description: 'Sign-in refused: nonceRejected' }] },
  })
  const other = privateKeyToAccount(generatePrivateKey())
  const text = session.message
    .replace(account.address, other.address)
    .replace('\nChain ID: 1\n', '\nChain ID: 56\n')
  const stolen = {
    data: { chainId: 'eip155:56' },
    message: text,
    signature: await other.signMessage({ message: text }),
  }
  expect((await create(stolen)).status).toBe(401)
  // Not past the nonce's lifetime either.
  clock += 11 * 60 * 1000
  expect((await create(await onChain(42161))).status).toBe(401)
  expect(
    (
      await call<{ sessions: SiwxSessionRecord[] }>(
        `/v1/siwx/sessions?chainId=eip155:10&address=${account.address}`,
      )
    ).body.sessions,
  ).toHaveLength(1)
})
