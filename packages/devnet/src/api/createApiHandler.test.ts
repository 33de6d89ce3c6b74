import { afterAll, beforeAll, expect, test } from 'vitest'
import { type StartApiServerReturnType, startApiServer } from './startApiServer.js'

let api: StartApiServerReturnType
beforeAll(async () => {
  api = await startApiServer({ chains: [], maxEvents: 2 })
})
afterAll(() => api?.stop())

test('answers CORS preflights on every route', async () => {
  const response = await fetch(`${api.url}/v1/profile/account`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-sdk-type',
    },
  })
  expect(response.status).toBe(204)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-sdk-type')
})

test('unknown routes are 404 JSON, wrong methods 405 with Allow', async () => {
  const missing = await fetch(`${api.url}/v1/nothing`)
  expect(missing.status).toBe(404)
  expect(missing.headers.get('content-type')).toBe('application/json')
  expect(await missing.json()).toEqual({ reasons: [{ field: 'path', description: 'Not found' }] })
  expect((await fetch(`${api.url}//evil.example/getWallets`)).status).toBe(404)

  const wrong = await fetch(`${api.url}/getWallets`, { method: 'DELETE' })
  expect(wrong.status).toBe(405)
  expect(wrong.headers.get('allow')).toBe('GET')
  expect(wrong.headers.get('access-control-allow-origin')).toBe('*')
  expect((await fetch(`${api.url}/v1/profile/account`)).status).toBe(405)
})

test('bodies are capped and must be JSON', async () => {
  const post = (body: string) => fetch(`${api.url}/v1/profile/account`, { method: 'POST', body })
  const big = await post(JSON.stringify({ message: 'x'.repeat(70 * 1024) }))
  expect(big.status).toBe(413)
  expect(await big.json()).toEqual({ reasons: [{ field: 'body', description: 'Body too large' }] })
  const broken = await post('{"coin_type":')
  expect(broken.status).toBe(400)
  expect(await broken.json()).toEqual({
    reasons: [{ field: 'body', description: 'Body is not valid JSON' }],
  })
  expect((await post('[]')).status).toBe(400)
  expect((await fetch(`${api.url}/v1/profile/account/%E0%A4%A`)).status).toBe(400)
})

test('serves the analytics endpoints, which keep the newest events', async () => {
  const config = await fetch(`${api.url}/getAnalyticsConfig?projectId=x&st=appkit&sv=1`)
  expect(await config.json()).toEqual({ isAnalyticsEnabled: true })
  for (const n of [1, 2, 3]) {
    const posted = await fetch(`${api.url}/e`, { method: 'POST', body: JSON.stringify({ n }) })
    expect(posted.status).toBe(204)
  }
  expect(await (await fetch(`${api.url}/events`)).json()).toEqual([{ n: 2 }, { n: 3 }])
  expect(api.events()).toEqual([{ n: 2 }, { n: 3 }])
  expect((await fetch(`${api.url}/events`, { method: 'DELETE' })).status).toBe(204)
  expect(api.events()).toEqual([])
})

test('supported chains are empty without chains, and stop closes the server', async () => {
  const other = await startApiServer({ chains: [] })
  expect(await (await fetch(`${other.url}/v1/supported-chains`)).json()).toEqual({
    http: [],
    ws: [],
  })
  await other.stop()
  await other.stop()
  await expect(fetch(`${other.url}/v1/supported-chains`)).rejects.toThrow()
})
