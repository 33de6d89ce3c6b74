import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, sdkType, sdkVersion } from '../createApiClient.js'
import {
  HttpRequestError,
  InvalidPathSegmentError,
  NetworkRequestError,
  TimeoutError,
} from '../errors/http.js'
import { request } from './request.js'

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
  const fetchFn = ((_: RequestInfo | URL, init?: RequestInit) => {
    calls++
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('This operation was aborted', 'AbortError')),
      )
    })
  }) as typeof fetch
  return { fetchFn, calls: () => calls }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createApiClient', () => {
  it('drops trailing slashes and defaults the timeout to 10 s', () => {
    const client = createApiClient({
      baseUrl: 'https://api.example//',
      fetchFn: createFetch().fetchFn,
    })
    expect(client.baseUrl).toBe('https://api.example')
    expect(client.timeout).toBe(10_000)
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
      ['xn--80ak6aa92e.com'],
      ['a'.repeat(1000)],
    ])('%s', async (segment) => {
      const { fetchFn, requests } = createFetch()
      const client = createApiClient({ baseUrl: 'https://api.example', projectId: 'p1', fetchFn })
      await request(client, { path: ['v1', 'identity', segment] })
      const { url } = requests[0]!
      expect(url.host).toBe('api.example')
      expect(url.pathname).toBe(`/v1/identity/${encodeURIComponent(segment)}`)
      expect(url.hash).toBe('')
      expect([...url.searchParams.keys()]).toEqual(['projectId', 'st', 'sv'])
      expect(decodeURIComponent(url.pathname.split('/')[3]!)).toBe(segment)
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

  it('turns a non-2xx status into HttpRequestError with the status code', async () => {
    const { fetchFn } = createFetch(() => new Response('<html>Bad gateway</html>', { status: 500 }))
    const client = createApiClient({
      baseUrl: 'https://api.example',
      projectId: 'secret-project',
      fetchFn,
    })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(500)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 500')
    expect((error as HttpRequestError).message.split('\n')[0]).toBe('HTTP status code: 500')
    expect(
      JSON.stringify({ ...(error as object), message: (error as Error).message }),
    ).not.toContain('secret-project')
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
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 503')
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

  it('F03: aborts a hung request at the timeout with TimeoutError', async () => {
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

  it('leaves no timer behind after an answer', async () => {
    vi.useFakeTimers()
    const client = createApiClient({
      baseUrl: 'https://api.example',
      fetchFn: createFetch().fetchFn,
    })
    for (let i = 0; i < 50; i++) await request(client, { path: ['x'] })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rethrows an external abort as the AbortError, not a TimeoutError', async () => {
    const client = createApiClient({
      baseUrl: 'https://api.example',
      fetchFn: createHungFetch().fetchFn,
    })
    const controller = new AbortController()
    const result = request(client, { path: ['x'], signal: controller.signal }).catch(
      (e: unknown) => e,
    )
    controller.abort()
    const error = await result
    expect(error).not.toBeInstanceOf(TimeoutError)
    expect((error as Error).name).toBe('AbortError')
  })

  // Known defect, left failing on purpose: request (src/utils/request.ts) only listens for a
  // future 'abort' event, so a signal that is already aborted is ignored and the request is sent
  // anyway. Drop `.fails` once it checks `signal.aborted` (e.g. `signal?.throwIfAborted()`) first.
  it('does not send a request whose signal is already aborted', async () => {
    const { fetchFn, requests } = createFetch()
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const error = await request(client, { path: ['x'], signal: AbortSignal.abort() }).catch(
      (e: unknown) => e,
    )
    expect((error as Error | undefined)?.name).toBe('AbortError')
    expect(requests).toHaveLength(0)
  })

  it('wraps a failure to reach the service in NetworkRequestError', async () => {
    const cause = new TypeError('fetch failed')
    const fetchFn = (async () => {
      throw cause
    }) as typeof fetch
    const client = createApiClient({ baseUrl: 'https://api.example', fetchFn })
    const error = await request(client, { path: ['x'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkRequestError)
    expect((error as NetworkRequestError).cause).toBe(cause)
  })
})
