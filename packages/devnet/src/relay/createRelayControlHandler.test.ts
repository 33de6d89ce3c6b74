import { once } from 'node:events'
import { afterEach, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { type Relay, startRelay } from './startRelay.js'

const relays: Relay[] = []
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.stop()
})

async function start() {
  const relay = await startRelay({ port: 0 })
  relays.push(relay)
  return { relay, base: `http://127.0.0.1:${relay.port}` }
}

const page = 'http://127.0.0.1:5173'
const token = `e30.${Buffer.from('{"iss":"did:key:z6MkControl"}').toString('base64url')}.c2ln`

async function openClient(relay: Relay) {
  const socket = new WebSocket(`${relay.url}/?auth=${token}`)
  await once(socket, 'open')
  return socket
}

test('GET /health answers 200', async () => {
  const { base } = await start()
  const response = await fetch(`${base}/health`, { headers: { origin: page } })
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe(page)
  expect(await response.json()).toEqual({ ok: true })
})

test('POST /restart drops the sockets and answers once the relay is back', async () => {
  const { relay, base } = await start()
  const socket = await openClient(relay)
  const closed = once(socket, 'close')
  const startedAt = Date.now()
  const response = await fetch(`${base}/restart`, {
    method: 'POST',
    headers: { origin: page, 'content-type': 'application/json' },
    body: JSON.stringify({ downMs: 150 }),
  })
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(150)
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe(page)
  expect(await response.json()).toEqual({ ok: true })
  expect((await closed)[0]).toBe(1012)
  // Back up: new sockets are accepted.
  ;(await openClient(relay)).close()

  // A body is optional.
  expect((await fetch(`${base}/restart`, { method: 'POST' })).status).toBe(200)
})

test('answers the CORS preflight of local pages only', async () => {
  const { base } = await start()
  const preflight = (origin: string) =>
    fetch(`${base}/restart`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
  for (const origin of [page, 'http://localhost:3000']) {
    const response = await preflight(origin)
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  }
  const foreign = await preflight('https://example.com')
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  const health = await fetch(`${base}/health`, { headers: { origin: 'http://127.0.0.1.example' } })
  expect(health.headers.get('access-control-allow-origin')).toBeNull()
})

test('refuses bad restart bodies, unknown routes and wrong methods', async () => {
  const { base } = await start()
  for (const body of ['{', '"x"', '{"downMs":-1}', '{"downMs":"5"}', '{"downMs":600000}']) {
    const response = await fetch(`${base}/restart`, { method: 'POST', body })
    expect(response.status, body).toBe(400)
  }
  expect((await fetch(`${base}/restart`, { method: 'POST', body: 'x'.repeat(2048) })).status).toBe(
    413,
  )
  expect((await fetch(`${base}/nope`)).status).toBe(404)
  expect((await fetch(`${base}/restart`)).status).toBe(405)
})
