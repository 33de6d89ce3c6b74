/// <reference types="node" />
import { getEventListeners } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClient, json, text, useMockApi } from '../../test/mockApi.js'
import { createApiClient, sdkType, sdkVersion } from '../createApiClient.js'
import {
  ApiSchemaError,
  HttpRequestError,
  InvalidPathSegmentError,
  NetworkRequestError,
  TimeoutError,
} from '../errors/http.js'
import { isAbortError } from './isAbortError.js'
import { request, requestJson } from './request.js'

const { route } = useMockApi()

type Captured = { url: URL; init: RequestInit | undefined }

function createFetch(
  respond: (url: URL, init?: RequestInit) => Response | Promise<Response> = () =>
    new Response('{}'),
) {
  const requests: Captured[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push({ url, init })
    return respond(url, init)
  }) as typeof fetch
  return { fetchFn, requests }
}

/** Never answers, but honours its abort signal as a real fetch does. */
function createHungFetch() {
  let calls = 0
  const signals: AbortSignal[] = []
  const fetchFn = ((_: RequestInfo | URL, init?: RequestInit) => {
    calls++
    if (init?.signal) signals.push(init.signal)
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('This operation was aborted', 'AbortError')),
      )
    })
  }) as typeof fetch
  return { fetchFn, calls: () => calls, signals }
}

const noSleep = async () => {}

afterEach(() => {
  vi.useRealTimers()
})

describe('createApiClient', () => {
  it('drops trailing slashes and applies the SPEC defaults', () => {
    const client = createApiClient({
      baseUrl: 'https://api.example//',
      fetchFn: createFetch().fetchFn,
    })
    expect(client.baseUrl).toBe('https://api.example')
    expect(client.timeout).toBe(10_000)
    expect(client.retries).toBe(3)
    expect(client.retryDelay).toBe(150)
    expect(client.maxRetryAfter).toBe(60_000)
    expect(client.maxBodyBytes).toBe(2 * 1024 * 1024)
  })

  it('gives each client its own cache and in-flight map', () => {
    const a = createApiClient({ baseUrl: 'https://api.example' })
    const b = createApiClient({ baseUrl: 'https://api.example' })
    expect(a.cache).not.toBe(b.cache)
    expect(a.inFlight).not.toBe(b.inFlight)
  })
})

describe('request', () => {
  it('adds projectId, st and sv to a GET, after the caller query', async () => {
    const { fetchFn, requests } = createFetch()
    const client = createApiClient({ baseUrl: 'https://api.example', projectId: 'p1', fetchFn })
    await request(client, {
      path: ['v1', 'account', '0xabc', 'history'],
      query: { chainId: 'eip155:1', cursor: undefined, projectId: 'spoofed' },
    })
    const { url, init } = requests[0]!
    expect(url.origin).toBe('https://api.example')
    expect(url.pathname).toBe('/v1/account/0xabc/history')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainId: 'eip155:1',
      projectId: 'p1',
      st: sdkType,
      sv: sdkVersion,
    })
    expect(init?.method).toBe('GET')
    expect(init?.body).toBeUndefined()
  })

  it('leaves projectId out when the client has none', async () => {
    const { fetchFn, requests } = createFetch()
    await request(createApiClient({ baseUrl: 'https://api.example', fetchFn }), { path: ['x'] })
    expect([...requests[0]!.url.searchParams.keys()]).toEqual(['st', 'sv'])
  })

  it('sends a POST body as JSON with only the given query', async () => {
    const { fetchFn, requests } = createFetch()
    const client = createApiClient({ baseUrl: 'https://api.example', projectId: 'p1', fetchFn })
    await request(client, {
      path: ['v1', 'fungible', 'price'],
      method: 'POST',
      body: { currency: 'usd' },
    })
    const { url, init } = requests[0]!
    expect(url.search).toBe('')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({ 'content-type': 'application/json' })
    expect(init?.body).toBe('{"currency":"usd"}')
  })

  it('keeps a base path', async () => {
    const { fetchFn, requests } = createFetch()
    await request(createApiClient({ baseUrl: 'https://api.example/base/', fetchFn }), {
      path: ['v1', 'x'],
    })
    expect(requests[0]!.url.pathname).toBe('/base/v1/x')
  })

  it('ends the path with a slash when asked', async () => {
    const { fetchFn, requests } = createFetch()
    await request(createApiClient({ baseUrl: 'https://api.example', fetchFn }), {
      path: ['v1'],
      trailingSlash: true,
    })
    expect(requests[0]!.url.pathname).toBe('/v1/')
  })

  it('passes the fetch cache mode on', async () => {
    const seen = route('get', '/v1/x', json({}))
    const { client } = createTestClient()
    await request(client, { path: ['v1', 'x'], cache: 'no-cache' })
    await request(client, { path: ['v1', 'x'] })
    expect(seen.map((r) => r.cache)).toEqual(['no-cache', 'default'])
  })

  describe('B15: each path segment stays one segment on the API host', () => {
    it.each([
      ['../'],
      ['../../admin'],
      ['?x='],
      ['#'],
      ['a#b?c=d'],
      ['%2F'],
      ['%2e%2e'],
      ['//evil.example'],
      ['@evil.example'],
      ['https://evil.example/x'],
      ['xn--80ak6aa92e.com'],
      ['аpple.com'],
      ['a'.repeat(1000)],
    ])('%s', async (segment) => {
      const { fetchFn, requests } = createFetch()
      const client = createApiClient({
        baseUrl: 'https://api.example/base',
        projectId: 'p1',
        fetchFn,
      })
      await request(client, { path: ['v1', 'identity', segment] })
      const { url } = requests[0]!
      expect(url.host).toBe('api.example')
      expect(url.pathname).toBe(`/base/v1/identity/${encodeURIComponent(segment)}`)
      expect(url.pathname.split('/')).toHaveLength(5)
      expect(url.hash).toBe('')
      expect([...url.searchParams.keys()]).toEqual(['projectId', 'st', 'sv'])
      expect(decodeURIComponent(url.pathname.split('/')[4]!)).toBe(segment)
    })

    it('reaches a real server on the same path', async () => {
      const seen = route('get', '/v1/identity/:address', json({}))
      const { client } = createTestClient()
      await request(client, { path: ['v1', 'identity', '../../admin?x=#y'] })
      expect(seen[0]!.url.pathname).toBe('/v1/identity/..%2F..%2Fadmin%3Fx%3D%23y')
    })

    // URL parsing resolves '.', '..' and their percent-encodings as dot segments, so they are
    // refused before anything is sent.
    it.each([['..'], ['.'], ['']])('refuses the segment %j', async (segment) => {
      const { fetchFn, requests } = createFetch()
      const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
      await expect(
        request(client, { path: ['v1', 'identity', segment, 'x'] }),
      ).rejects.toBeInstanceOf(InvalidPathSegmentError)
      expect(requests).toHaveLength(0)
    })
  })

  it('turns a non-2xx status into HttpRequestError without the projectId or query', async () => {
    const { fetchFn } = createFetch(() => new Response('<html>Bad gateway</html>', { status: 500 }))
    const client = createApiClient({
      baseUrl: 'https://api.example',
      projectId: 'secret-project',
      fetchFn,
      sleep: noSleep,
    })
    const error = await request(client, { path: ['x'], query: { q: 'secret-query' } }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(500)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 500')
    expect((error as HttpRequestError).message.split('\n')[0]).toBe('HTTP status code: 500')
    const dump = JSON.stringify({ ...(error as object), message: (error as Error).message })
    expect(dump).not.toContain('secret-project')
    expect(dump).not.toContain('secret-query')
  })

  it("uses the API's first reason when the body has one", async () => {
    const { fetchFn } = createFetch(
      () =>
        new Response(
          JSON.stringify({
            reasons: [{ description: 'Invalid project id' }, { description: 'second' }],
          }),
          { status: 401 },
        ),
    )
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect((error as HttpRequestError).status).toBe(401)
    expect((error as HttpRequestError).shortMessage).toBe('Invalid project id')
  })

  it.each([
    ['an empty reason', { reasons: [{ description: '' }] }],
    ['a non-string reason', { reasons: [{ description: 42 }] }],
    ['no reasons', { reasons: [] }],
    ['null', null],
  ])('falls back to the status code for %s', async (_, body) => {
    const { fetchFn } = createFetch(() => new Response(JSON.stringify(body), { status: 503 }))
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn, sleep: noSleep })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 503')
  })

  it('falls back to the status code when the error body is too large to read', async () => {
    const body = JSON.stringify({ reasons: [{ description: 'hidden' }], pad: 'x'.repeat(70_000) })
    const { fetchFn } = createFetch(() => new Response(body, { status: 400 }))
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 400')
  })

  it('caps a long reason at 200 characters', async () => {
    const { fetchFn } = createFetch(
      () =>
        new Response(JSON.stringify({ reasons: [{ description: 'x'.repeat(5000) }] }), {
          status: 400,
        }),
    )
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect((error as HttpRequestError).shortMessage).toHaveLength(200)
  })

  it('wraps a failure to reach the service in NetworkRequestError', async () => {
    const cause = new TypeError('fetch failed')
    const fetchFn = (async () => {
      throw cause
    }) as typeof fetch
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn, sleep: noSleep })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkRequestError)
    expect((error as NetworkRequestError).cause).toBe(cause)
  })
})

describe('requestJson', () => {
  it('parses the body', async () => {
    route('get', '/x', json({ a: [1, 'b'] }))
    const { client } = createTestClient()
    expect(await requestJson(client, { path: ['x'] })).toEqual({ a: [1, 'b'] })
  })

  it.each([
    ['truncated JSON', '{"a":'],
    ['HTML sent with 200', '<!doctype html><html><body>Welcome</body></html>'],
    ['an empty body', ''],
  ])('refuses %s with ApiSchemaError, without retrying', async (_, body) => {
    const seen = route('get', '/x', text(body))
    const { client, sleeps } = createTestClient()
    await expect(requestJson(client, { path: ['x'] })).rejects.toBeInstanceOf(ApiSchemaError)
    expect(seen).toHaveLength(1)
    expect(sleeps).toEqual([])
  })
})

describe('F03: timeouts', () => {
  it('aborts a hung request at 10 s with TimeoutError, once, leaving no timer', async () => {
    vi.useFakeTimers()
    const hung = createHungFetch()
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn: hung.fetchFn })
    let settled: unknown
    void request(client, { path: ['x'] }).then(
      () => {
        settled = 'resolved'
      },
      (error: unknown) => {
        settled = error
      },
    )
    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBeInstanceOf(TimeoutError)
    expect((settled as TimeoutError).details).toBe('Timed out after 10000 ms')
    expect(isAbortError(settled)).toBe(false)
    expect(hung.signals[0]!.aborted).toBe(true)
    // A timeout is not retried: the caller already waited the whole timeout.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(hung.calls()).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('honours a custom timeout', async () => {
    vi.useFakeTimers()
    const client = createApiClient({
      baseUrl: 'https://api.example',
      fetchFn: createHungFetch().fetchFn,
      timeout: 500,
    })
    const result = request(client, { path: ['x'] }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(500)
    expect(await result).toBeInstanceOf(TimeoutError)
  })

  it('covers reading the body too', async () => {
    vi.useFakeTimers()
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'))
      },
    })
    const { fetchFn } = createFetch(() => new Response(stalled))
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const result = request(client, { path: ['x'] }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await result).toBeInstanceOf(TimeoutError)
  })

  it('leaks no timer, listener or in-flight entry after 1,000 timeouts', async () => {
    vi.useFakeTimers()
    const hung = createHungFetch()
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn: hung.fetchFn })
    const caller = new AbortController()
    const results = Array.from({ length: 1_000 }, (_, i) =>
      request(client, { path: ['x', String(i)], signal: caller.signal }).catch((e: unknown) => e),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(hung.calls()).toBe(1_000)
    expect(getEventListeners(caller.signal, 'abort')).toHaveLength(1_000)
    expect(vi.getTimerCount()).toBe(1_000)
    await vi.advanceTimersByTimeAsync(10_000)
    const errors = await Promise.all(results)
    expect(errors.every((e) => e instanceof TimeoutError)).toBe(true)
    expect(getEventListeners(caller.signal, 'abort')).toHaveLength(0)
    expect(hung.signals.every((s) => getEventListeners(s, 'abort').length <= 1)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    expect(client.inFlight.size).toBe(0)
  })

  it('leaves no timer behind after answers', async () => {
    vi.useFakeTimers()
    const client = createApiClient({
      baseUrl: 'https://api.example',
      fetchFn: createFetch().fetchFn,
    })
    for (let i = 0; i < 50; i++) await request(client, { path: ['x'] })
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('F04: aborts', () => {
  it("rethrows the caller's abort reason untouched, not a TimeoutError", async () => {
    const hung = createHungFetch()
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn: hung.fetchFn })
    const controller = new AbortController()
    const result = request(client, { path: ['x'], signal: controller.signal }).catch(
      (e: unknown) => e,
    )
    await Promise.resolve()
    controller.abort()
    const error = await result
    expect(error).toBe(controller.signal.reason)
    expect(error).not.toBeInstanceOf(TimeoutError)
    expect((error as Error).name).toBe('AbortError')
    expect(isAbortError(error)).toBe(true)
    expect(hung.signals[0]!.aborted).toBe(true)
  })

  it('does not send a request whose signal is already aborted', async () => {
    const { fetchFn, requests } = createFetch()
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const signal = AbortSignal.abort()
    const error = await request(client, { path: ['x'], signal }).catch((e: unknown) => e)
    expect(error).toBe(signal.reason)
    expect(isAbortError(error)).toBe(true)
    expect(requests).toHaveLength(0)
  })

  it('stops a POST on abort too', async () => {
    const hung = createHungFetch()
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn: hung.fetchFn })
    const controller = new AbortController()
    const result = request(client, {
      path: ['e'],
      method: 'POST',
      body: {},
      signal: controller.signal,
    }).catch((e: unknown) => e)
    await Promise.resolve()
    controller.abort()
    expect(isAbortError(await result)).toBe(true)
    expect(hung.signals[0]!.aborted).toBe(true)
  })
})
