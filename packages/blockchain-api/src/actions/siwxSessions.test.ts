import { expect, it } from 'vitest'
import { siwxNonce, siwxSession, siwxSessions } from '../../test/fixtures.js'
import { createTestClient, json, projectId, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { createSiwxSession } from './createSiwxSession.js'
import { getSiwxSession } from './getSiwxSession.js'
import { issueSiwxNonce } from './issueSiwxNonce.js'
import { listSiwxSessions } from './listSiwxSessions.js'
import { revokeSiwxSession } from './revokeSiwxSession.js'

const { route } = useMockApi()

it('issueSiwxNonce POSTs v1/siwx/nonce?projectId=…; two callers get two nonces', async () => {
  const seen = route(
    'post',
    '/v1/siwx/nonce',
    json(siwxNonce),
    json({ ...siwxNonce, nonce: 'other1234' }),
  )
  const { client } = createTestClient()
  const [first, second] = await Promise.all([
    issueSiwxNonce(client, {}),
    issueSiwxNonce(client, {}),
  ])
  expect(new Set([first.nonce, second.nonce]).size).toBe(2)
  expect(seen[0]!.query).toEqual({ projectId })
})

it('createSiwxSession POSTs the signed session, no more', async () => {
  const seen = route('post', '/v1/siwx/sessions', json(siwxSession))
  const { client } = createTestClient()
  const { data, message, signature } = siwxSession
  const body = { data, message, signature, extra: 'dropped' }
  expect(await createSiwxSession(client, body)).toEqual(siwxSession)
  expect(seen[0]!.body).toEqual({ data, message, signature })
})

it('listSiwxSessions GETs v1/siwx/sessions by chain and address', async () => {
  const seen = route('get', '/v1/siwx/sessions', json(siwxSessions))
  const { client } = createTestClient()
  const address = siwxSession.data.accountAddress
  expect(await listSiwxSessions(client, { chainId: 'eip155:1', address })).toEqual(siwxSessions)
  expect(seen[0]!.query).toEqual({ ...sdkQuery, chainId: 'eip155:1', address })
})

it('getSiwxSession GETs v1/siwx/sessions/{id}, the id as one path segment', async () => {
  const seen = route('get', '/v1/siwx/sessions/:id', json(siwxSession))
  const { client } = createTestClient()
  expect(await getSiwxSession(client, { id: '../nonce' })).toEqual(siwxSession)
  expect(seen[0]!.url.pathname).toBe('/v1/siwx/sessions/..%2Fnonce')
})

it('revokeSiwxSession POSTs the session signature to v1/siwx/sessions/{id}/revoke', async () => {
  const seen = route('post', '/v1/siwx/sessions/:id/revoke', json({ revoked: true }))
  const { client } = createTestClient()
  await revokeSiwxSession(client, { id: 'siwx-1', signature: '0xsig' })
  expect(seen[0]!.query).toEqual({ projectId })
  expect(seen[0]!.body).toEqual({ signature: '0xsig' })
})
