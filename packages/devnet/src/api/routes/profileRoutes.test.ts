import type { AccountProfile, NameSuggestionsResponse } from '@kit/blockchain-api'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devAccounts } from '../../chains/devAccounts.js'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer.js'

let api: StartApiServerReturnType
beforeAll(async () => {
  api = await startApiServer({ chains: [] })
})
afterAll(() => api?.stop())

const alice = privateKeyToAccount(devAccounts[2]!.privateKey)
const seconds = () => Math.floor(Date.now() / 1000)

async function request<body>(path: string, init?: RequestInit) {
  const response = await fetch(`${api.url}${path}`, init)
  return { status: response.status, body: (await response.json()) as body }
}

async function register({
  name,
  signer = alice,
  address = signer.address,
  timestamp = seconds(),
  coinType = 0x80000000 + 10,
  tamper = false,
}: {
  name: string
  signer?: typeof alice
  address?: string
  timestamp?: number
  coinType?: number
  tamper?: boolean
}) {
  const message = JSON.stringify({ name, attributes: { bio: 'hi' }, timestamp })
  const signature = await signer.signMessage({ message })
  return request<AccountProfile & { reasons?: { field: string }[] }>('/v1/profile/account', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType,
      address,
      message: tamper ? message.replace('hi', 'ho') : message,
      signature,
    }),
  })
}

test('kitdev.kit.id is registered for dev account 0', async () => {
  const { status, body } = await request<AccountProfile>('/v1/profile/account/kitdev.kit.id')
  expect(status).toBe(200)
  expect(body).toMatchObject({
    name: 'kitdev.kit.id',
    addresses: { '2147483649': { address: devAccounts[0]!.address } },
    attributes: { avatar: `${api.url}/public/getAssetImage/kitdev-avatar` },
  })
  const reverse = await request<AccountProfile[]>(
    `/v1/profile/reverse/${devAccounts[0]!.address}?sender=${devAccounts[0]!.address}&apiVersion=2`,
  )
  expect(reverse.body.map((profile) => profile.name)).toEqual(['kitdev.kit.id'])
  expect((await request('/v1/profile/account/nobody.kit.id')).status).toBe(404)
})

test('a name signed by its address registers; then it resolves both ways and is taken', async () => {
  const { status, body } = await register({ name: 'Alice-2.kit.id' })
  expect(status).toBe(200)
  expect(body).toMatchObject({
    name: 'alice-2.kit.id',
    addresses: { [String(0x80000000 + 10)]: { address: alice.address } },
    attributes: { bio: 'hi' },
  })
  expect((await request<AccountProfile>('/v1/profile/account/alice-2.kit.id')).body.name).toBe(
    'alice-2.kit.id',
  )
  const reverse = await request<AccountProfile[]>(`/v1/profile/reverse/${alice.address}`)
  expect(reverse.body.map((profile) => profile.name)).toEqual(['alice-2.kit.id'])
  expect((await request(`/v1/identity/${alice.address}`)).body).toEqual({
    name: 'alice-2.kit.id',
    avatar: null,
  })

  const again = await register({ name: 'alice-2.kit.id' })
  expect(again.status).toBe(409)
  expect(again.body.reasons?.[0]?.field).toBe('name')
})

test('refuses a bad signature, a signature by someone else, and an old message', async () => {
  expect((await register({ name: 'tampered.kit.id', tamper: true })).status).toBe(401)
  const impostor = privateKeyToAccount(devAccounts[3]!.privateKey)
  expect(
    (await register({ name: 'impostor.kit.id', signer: impostor, address: alice.address })).status,
  ).toBe(401)
  const old = await register({ name: 'oldmessage.kit.id', timestamp: seconds() - 11 * 60 })
  expect(old.status).toBe(400)
  expect(old.body.reasons?.[0]?.field).toBe('message.timestamp')
  expect((await request('/v1/profile/account/tampered.kit.id')).status).toBe(404)
})

test.each([
  ['a short label', { name: 'abc.kit.id' }, 'message.name'],
  ['a label with a dot', { name: 'a.b.c.kit.id' }, 'message.name'],
  ['an underscore', { name: 'a_bcd.kit.id' }, 'message.name'],
  ['another zone', { name: 'alice.eth' }, 'message.name'],
  ['a coin type without the high bit', { name: 'valid-name.kit.id', coinType: 10 }, 'coin_type'],
  ['a bad address', { name: 'valid-name.kit.id', address: '0x1234' }, 'address'],
])('refuses %s', async (_, parameters, field) => {
  const { status, body } = await register(parameters)
  expect(status).toBe(400)
  expect(body.reasons?.[0]?.field).toBe(field)
})

test('suggests free variants and marks a taken name', async () => {
  const { body } = await request<NameSuggestionsResponse>(
    '/v1/profile/suggestions/kitdev?zone=kit.id',
  )
  expect(body.suggestions[0]).toEqual({ name: 'kitdev.kit.id', registered: true })
  expect(body.suggestions.length).toBeGreaterThan(2)
  for (const suggestion of body.suggestions.slice(1)) {
    expect(suggestion.registered).toBe(false)
    expect(suggestion.name).toMatch(/^[a-z0-9-]{4,}\.kit\.id$/)
  }
  const free = await request<NameSuggestionsResponse>('/v1/profile/suggestions/brandnew.kit.id')
  expect(free.body.suggestions[0]).toEqual({ name: 'brandnew.kit.id', registered: false })
  expect((await request('/v1/profile/suggestions/ab')).status).toBe(400)
  expect((await request('/v1/profile/suggestions/abcd?zone=eth')).status).toBe(400)
})
