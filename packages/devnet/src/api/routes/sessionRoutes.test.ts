import type { SessionResponse } from '@kit/blockchain-api'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { devAccounts } from '../../chains/devAccounts.js'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer.js'

let api: StartApiServerReturnType
beforeAll(async () => {
  api = await startApiServer({ chains: [] })
})
afterAll(() => api?.stop())

async function request<body>(path: string, init?: RequestInit) {
  const response = await fetch(`${api.url}${path}`, init)
  return { status: response.status, body: (await response.json()) as body }
}

const revoke = (body: unknown) =>
  request<SessionResponse>('/v1/sessions/kit-dev-session/revoke?projectId=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

test('the seeded session can be read, and revoked only with its address signature', async () => {
  const { status, body } = await request<SessionResponse>('/v1/sessions/kit-dev-session')
  expect(status).toBe(200)
  expect(body).toMatchObject({
    chainId: 'eip155:1',
    address: devAccounts[0]!.address,
    revoked: false,
  })
  expect(body.expiry).toBeGreaterThan(Date.now() / 1000)

  const owner = privateKeyToAccount(devAccounts[0]!.privateKey)
  const stranger = privateKeyToAccount(devAccounts[1]!.privateKey)
  const signature = await owner.signMessage({ message: body.pci })
  expect(
    (await revoke({ pci: body.pci, signature: await stranger.signMessage({ message: body.pci }) }))
      .status,
  ).toBe(401)
  expect((await revoke({ pci: '0x00', signature })).status).toBe(400)
  expect((await request('/v1/sessions/kit-dev-session')).body).toMatchObject({ revoked: false })

  const revoked = await revoke({ pci: body.pci, signature })
  expect(revoked.status).toBe(200)
  expect(revoked.body.revoked).toBe(true)
  expect((await request('/v1/sessions/kit-dev-session')).body).toMatchObject({ revoked: true })
  expect((await revoke({ pci: body.pci, signature })).status).toBe(409)
  expect((await request('/v1/sessions/unknown')).status).toBe(404)
})
