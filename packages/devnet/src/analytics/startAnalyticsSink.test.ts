import { afterEach, expect, test } from 'vitest'
import { startAnalyticsSink } from './startAnalyticsSink.js'

const sinks: { stop: () => Promise<void> }[] = []
afterEach(async () => {
  for (const sink of sinks.splice(0)) await sink.stop()
})

async function start(parameters: Parameters<typeof startAnalyticsSink>[0] = {}) {
  const sink = await startAnalyticsSink({ port: 0, ...parameters })
  sinks.push(sink)
  return sink
}

test('enables analytics and stores posted events until cleared', async () => {
  const { url } = await start()
  const config = await fetch(`${url}/getAnalyticsConfig?projectId=x&st=appkit&sv=1`)
  expect(config.headers.get('access-control-allow-origin')).toBe('*')
  expect(await config.json()).toEqual({ isAnalyticsEnabled: true })

  const event = { eventId: 'a', props: { type: 'track', event: 'MODAL_OPEN' } }
  const posted = await fetch(`${url}/e`, { method: 'POST', body: JSON.stringify(event) })
  expect(posted.status).toBe(204)
  expect(await (await fetch(`${url}/events`)).json()).toEqual([event])

  expect((await fetch(`${url}/events`, { method: 'DELETE' })).status).toBe(204)
  expect(await (await fetch(`${url}/events`)).json()).toEqual([])
})

test('answers CORS preflights', async () => {
  const { url } = await start()
  const response = await fetch(`${url}/e`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-sdk-version',
    },
  })
  expect(response.status).toBe(204)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-sdk-version')
})

test('refuses oversized and malformed bodies, and keeps only the newest events', async () => {
  const sink = await start({ maxEvents: 3 })
  const big = JSON.stringify({ blob: 'x'.repeat(65 * 1024) })
  expect((await fetch(`${sink.url}/e`, { method: 'POST', body: big })).status).toBe(413)
  expect((await fetch(`${sink.url}/e`, { method: 'POST', body: '{' })).status).toBe(400)
  for (const n of [1, 2, 3, 4]) {
    await fetch(`${sink.url}/e`, { method: 'POST', body: JSON.stringify({ n }) })
  }
  expect(sink.events()).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }])
})

test('unknown routes are 404 and wrong methods 405', async () => {
  const { url } = await start()
  expect((await fetch(`${url}/nope`)).status).toBe(404)
  expect((await fetch(`${url}/e`)).status).toBe(405)
})
