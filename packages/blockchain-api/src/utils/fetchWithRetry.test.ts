import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, json, text, useMockApi } from '../../test/mockApi.js'
import { createApiClient } from '../createApiClient.js'
import { HttpRequestError, NetworkRequestError, RateLimitedError } from '../errors/http.js'
import { isAbortError } from './isAbortError.js'
import { request } from './request.js'

const { route } = useMockApi()

afterEach(() => {
  vi.useRealTimers()
})

/** Each backoff is `150 × 2^n` plus up to half of that as jitter. */
function expectBackoff(sleeps: number[]) {
  expect(sleeps).toHaveLength(3)
  sleeps.forEach((ms, n) => {
    const base = 150 * 2 ** n
    expect(ms).toBeGreaterThanOrEqual(base)
    expect(ms).toBeLessThanOrEqual(base * 1.5)
  })
}

describe('F01: retries of idempotent requests', () => {
  it.each([500, 502, 503, 504, 408])(
    'retries %i three times with backoff, then fails with its status',
    async (status) => {
      const seen = route('get', '/x', text('down', { status }))
      const { client, sleeps } = createTestClient()
      const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
      expect(seen).toHaveLength(4)
      expect(error).toBeInstanceOf(HttpRequestError)
      expect((error as HttpRequestError).status).toBe(status)
      expectBackoff(sleeps)
    },
  )

  it('uses jitter', async () => {
    route('get', '/x', text('down', { status: 503 }))
    const runs = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const { client, sleeps } = createTestClient()
        await request(client, { path: ['x'] }).catch(() => {})
        return sleeps.join()
      }),
    )
    expect(new Set(runs).size).toBeGreaterThan(1)
  })

  it('succeeds after two failures', async () => {
    const seen = route(
      'get',
      '/x',
      text('', { status: 502 }),
      text('', { status: 503 }),
      json({ ok: 1 }),
    )
    const { client, sleeps } = createTestClient()
    expect(await request(client, { path: ['x'] })).toBe('{"ok":1}')
    expect(seen).toHaveLength(3)
    expect(sleeps).toHaveLength(2)
  })

  it.each([400, 401, 404, 409, 501])('does not retry %i', async (status) => {
    const seen = route('get', '/x', text('', { status }))
    const { client, sleeps } = createTestClient()
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect((error as HttpRequestError).status).toBe(status)
    expect(seen).toHaveLength(1)
    expect(sleeps).toEqual([])
  })

  it('retries network errors, then fails with NetworkRequestError', async () => {
    let calls = 0
    const fetchFn = (async () => {
      calls++
      throw new TypeError('fetch failed')
    }) as typeof fetch
    const { client, sleeps } = createTestClient({ fetchFn })
    await expect(request(client, { path: ['x'] })).rejects.toBeInstanceOf(NetworkRequestError)
    expect(calls).toBe(4)
    expectBackoff(sleeps)
  })

  it('recovers when the network comes back', async () => {
    let calls = 0
    const fetchFn = (async () => {
      if (++calls < 3) throw new TypeError('fetch failed')
      return new Response('{}')
    }) as typeof fetch
    const { client } = createTestClient({ fetchFn })
    expect(await request(client, { path: ['x'] })).toBe('{}')
    expect(calls).toBe(3)
  })

  it('never retries a POST that is not marked idempotent', async () => {
    const seen = route('post', '/e', text('', { status: 503 }))
    const { client, sleeps } = createTestClient()
    const error = await request(client, { path: ['e'], method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )
    expect((error as HttpRequestError).status).toBe(503)
    expect(seen).toHaveLength(1)
    expect(sleeps).toEqual([])
  })

  it('retries a POST marked idempotent', async () => {
    const seen = route('post', '/v1/fungible/price', text('', { status: 503 }), json({}))
    const { client } = createTestClient()
    await request(client, {
      path: ['v1', 'fungible', 'price'],
      method: 'POST',
      idempotent: true,
      body: { a: 1 },
    })
    expect(seen.map((r) => r.body)).toEqual([{ a: 1 }, { a: 1 }])
  })

  it('honours a custom retry count and delay', async () => {
    const seen = route('get', '/x', text('', { status: 500 }))
    const { client, sleeps } = createTestClient({ retries: 1, retryDelay: 1_000 })
    await request(client, { path: ['x'] }).catch(() => {})
    expect(seen).toHaveLength(2)
    expect(sleeps[0]).toBeGreaterThanOrEqual(1_000)
    expect(sleeps[0]).toBeLessThanOrEqual(1_500)
  })

  it('stops waiting and sending when the caller aborts during a backoff', async () => {
    vi.useFakeTimers()
    let calls = 0
    const fetchFn = (async () => {
      calls++
      return new Response('', { status: 503 })
    }) as typeof fetch
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const controller = new AbortController()
    const result = request(client, { path: ['x'], signal: controller.signal }).catch(
      (e: unknown) => e,
    )
    await vi.advanceTimersByTimeAsync(100)
    expect(calls).toBe(1)
    controller.abort()
    const error = await result
    expect(isAbortError(error)).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('SPEC §9: 403 and 413 are retried', () => {
  it.each([403, 413])('SPEC §9: retries %i three times with backoff', async (status) => {
    const seen = route('get', '/x', text('', { status }))
    const { client, sleeps } = createTestClient()
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect(seen).toHaveLength(4)
    expect((error as HttpRequestError).status).toBe(status)
    expectBackoff(sleeps)
  })
})

describe('F02: 429 and Retry-After', () => {
  it.each(['a 1', 'Tue 1', 'Monday, 06-Jan-25 12:00:30 GMT'])(
    'F02: an unreadable Retry-After %j means normal backoff, not three retries at once',
    async (header) => {
      const seen = route('get', '/x', text('', { status: 429, headers: { 'Retry-After': header } }))
      const { client, sleeps } = createTestClient()
      await request(client, { path: ['x'] }).catch(() => {})
      expect(seen).toHaveLength(4)
      expectBackoff(sleeps)
    },
  )

  it('waits at least the 3 s of `Retry-After: 3`', async () => {
    vi.useFakeTimers()
    let calls = 0
    const fetchFn = (async () =>
      ++calls === 1
        ? new Response('', { status: 429, headers: { 'retry-after': '3' } })
        : new Response('{"ok":true}')) as typeof fetch
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const result = request(client, { path: ['x'] })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    expect(await result).toBe('{"ok":true}')
  })

  it('records the Retry-After wait exactly', async () => {
    route('get', '/x', text('', { status: 429, headers: { 'Retry-After': '3' } }), json({}))
    const { client, sleeps } = createTestClient()
    await request(client, { path: ['x'] })
    expect(sleeps).toEqual([3_000])
  })

  it('honours an HTTP-date', async () => {
    const now = Date.UTC(2025, 0, 6, 12, 0, 0)
    const date = new Date(now + 7_000).toUTCString()
    route('get', '/x', text('', { status: 503, headers: { 'Retry-After': date } }), json({}))
    const { client, sleeps } = createTestClient({ now: () => now })
    await request(client, { path: ['x'] })
    expect(sleeps).toEqual([7_000])
  })

  it('retries at once for an HTTP-date in the past', async () => {
    const now = Date.UTC(2025, 0, 6, 12, 0, 0)
    const date = new Date(now - 60_000).toUTCString()
    route('get', '/x', text('', { status: 429, headers: { 'Retry-After': date } }), json({}))
    const { client, sleeps } = createTestClient({ now: () => now })
    await request(client, { path: ['x'] })
    expect(sleeps).toEqual([0])
  })

  it('fails with RateLimitedError at once when asked to wait a day', async () => {
    const seen = route('get', '/x', text('', { status: 429, headers: { 'Retry-After': '86400' } }))
    const { client, sleeps } = createTestClient()
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as RateLimitedError).name).toBe('RateLimitedError')
    expect((error as RateLimitedError).status).toBe(429)
    expect((error as RateLimitedError).retryAfter).toBe(86_400_000)
    expect(seen).toHaveLength(1)
    expect(sleeps).toEqual([])
  })

  it('fails at once above a custom cap, waits up to it', async () => {
    route('get', '/x', text('', { status: 429, headers: { 'Retry-After': '5' } }), json({}))
    const capped = createTestClient({ maxRetryAfter: 4_000 })
    await expect(request(capped.client, { path: ['x'] })).rejects.toBeInstanceOf(RateLimitedError)
    expect(capped.sleeps).toEqual([])
    route('get', '/x', text('', { status: 429, headers: { 'Retry-After': '5' } }), json({}))
    const allowed = createTestClient({ maxRetryAfter: 5_000 })
    await request(allowed.client, { path: ['x'] })
    expect(allowed.sleeps).toEqual([5_000])
  })

  it('does not wait for a 503 that asks for more than the cap', async () => {
    const seen = route('get', '/x', text('', { status: 503, headers: { 'Retry-After': '3600' } }))
    const { client, sleeps } = createTestClient()
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect((error as HttpRequestError).status).toBe(503)
    expect(error).not.toBeInstanceOf(RateLimitedError)
    expect(seen).toHaveLength(1)
    expect(sleeps).toEqual([])
  })

  it('backs off without a header, and a 429 that outlives the retries is RateLimitedError', async () => {
    const seen = route(
      'get',
      '/x',
      json({ reasons: [{ description: 'Slow down' }] }, { status: 429 }),
    )
    const { client, sleeps } = createTestClient()
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfter).toBeUndefined()
    expect((error as RateLimitedError).shortMessage).toBe('Slow down')
    expect(seen).toHaveLength(4)
    expectBackoff(sleeps)
  })

  it('ignores an unreadable Retry-After and backs off', async () => {
    route('get', '/x', text('', { status: 429, headers: { 'Retry-After': 'soon' } }), json({}))
    const { client, sleeps } = createTestClient()
    await request(client, { path: ['x'] })
    expect(sleeps[0]).toBeGreaterThanOrEqual(150)
    expect(sleeps[0]).toBeLessThanOrEqual(225)
  })

  it('a 429 on a POST that is not retried is RateLimitedError too', async () => {
    route('post', '/e', text('', { status: 429, headers: { 'Retry-After': '1' } }))
    const { client } = createTestClient()
    const error = await request(client, { path: ['e'], method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfter).toBe(1_000)
  })
})
