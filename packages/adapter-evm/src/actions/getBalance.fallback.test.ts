import { UserRejectedRequestError } from '@kit/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { HttpRequestError } from '../errors/request.js'
import { InvalidParamsRpcError } from '../errors/rpc.js'
import { createFakeFetch } from '../test/createFakeFetch.js'
import { testAccountChecksummed } from '../test/createMockProvider.js'
import { mainnet } from '../test/fixtures.js'
import { refusingUrl, startRpcServer } from '../test/startRpcServer.js'

const withUrls = (http: string[]) => ({ ...mainnet, rpcUrls: { default: { http } } })
const tenThousandEth = '0x21e19e0c9bab2400000'

/** A fetch answering per URL: each entry is the sequence of answers for that URL's requests. */
function fetchByUrl(answers: Record<string, (() => Response)[]>) {
  const urls: string[] = []
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input)
    urls.push(url)
    const next = answers[url]?.shift()
    if (!next) throw new TypeError('fetch failed')
    return next()
  }) as typeof fetch
  return { fetchFn, urls }
}
const rpc = (body: object) => () => Response.json({ jsonrpc: '2.0', id: 1, ...body })
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    new Response('no', { status: code, headers })

afterEach(() => {
  vi.useRealTimers()
})

describe('getBalance: retry and fallback (F05, issue 9 item 4)', () => {
  test('F05: a refused primary falls through to a real fallback server', async () => {
    const fallback = await startRpcServer({ eth_getBalance: tenThousandEth })
    try {
      const adapter = createEvmAdapter({ retryDelay: 1 })
      const network = withUrls([await refusingUrl(), fallback.url])
      await expect(
        adapter.getBalance({ address: testAccountChecksummed, network }),
      ).resolves.toEqual({ balance: '10000', symbol: 'ETH' })
      expect(fallback.methods).toEqual(['eth_getBalance'])
    } finally {
      await fallback.close()
    }
  })

  test('F05: a node refusing connections, then back, recovers at the same URL', async () => {
    const url = await refusingUrl()
    const port = Number(new URL(url).port)
    let attempts = 0
    let node: Awaited<ReturnType<typeof startRpcServer>> | undefined
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      attempts += 1
      // The node comes back after the second refused attempt.
      if (attempts === 3) node = await startRpcServer({ eth_getBalance: tenThousandEth }, port)
      return fetch(input, init)
    }) as typeof fetch
    try {
      const adapter = createEvmAdapter({ fetchFn, retryDelay: 1 })
      await expect(
        adapter.getBalance({ address: testAccountChecksummed, network: withUrls([url]) }),
      ).resolves.toEqual({ balance: '10000', symbol: 'ETH' })
      expect(attempts).toBe(3)
      expect(node?.methods).toEqual(['eth_getBalance'])
    } finally {
      await node?.close()
    }
  })

  test('F05: every URL refused is a typed HttpRequestError after the retries', async () => {
    const adapter = createEvmAdapter({ retryDelay: 1 })
    const network = withUrls([await refusingUrl(), await refusingUrl()])
    await expect(
      adapter.getBalance({ address: testAccountChecksummed, network }),
    ).rejects.toBeInstanceOf(HttpRequestError)
  })

  test('F05: a refused connection is retried 3 times with backoff from 150 ms', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { fetchFn, urls } = fetchByUrl({ 'https://a.test/': [] })
    const adapter = createEvmAdapter({ fetchFn })
    const result = adapter.getBalance({
      address: testAccountChecksummed,
      network: withUrls(['https://a.test/']),
    })
    const settled = expect(result).rejects.toBeInstanceOf(HttpRequestError)
    await vi.advanceTimersByTimeAsync(0)
    expect(urls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(149)
    expect(urls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(urls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(300)
    expect(urls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(600)
    expect(urls).toHaveLength(4)
    await settled
    vi.mocked(Math.random).mockRestore()
  })

  test.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'F05: status %i is retried at the same URL',
    async (code) => {
      const { fetchFn, urls } = fetchByUrl({
        'https://a.test/': [status(code), rpc({ result: '0x1' })],
      })
      const adapter = createEvmAdapter({ fetchFn, retryDelay: 0 })
      const network = withUrls(['https://a.test/'])
      await expect(
        adapter.getBalance({ address: testAccountChecksummed, network }),
      ).resolves.toEqual({ balance: '0.000000000000000001', symbol: 'ETH' })
      expect(urls).toEqual(['https://a.test/', 'https://a.test/'])
    },
  )

  test.each([-1, -32005, -32603])('F05: JSON-RPC code %i is retried', async (code) => {
    const { fetchFn, urls } = fetchByUrl({
      'https://a.test/': [rpc({ error: { code, message: 'busy' } }), rpc({ result: '0x0' })],
    })
    const adapter = createEvmAdapter({ fetchFn, retryDelay: 0 })
    await expect(
      adapter.getBalance({
        address: testAccountChecksummed,
        network: withUrls(['https://a.test/']),
      }),
    ).resolves.toEqual({ balance: '0', symbol: 'ETH' })
    expect(urls).toHaveLength(2)
  })

  test('F05: Retry-After is honoured', async () => {
    vi.useFakeTimers()
    const { fetchFn, urls } = fetchByUrl({
      'https://a.test/': [status(429, { 'retry-after': '2' }), rpc({ result: '0x0' })],
    })
    const adapter = createEvmAdapter({ fetchFn })
    const result = adapter.getBalance({
      address: testAccountChecksummed,
      network: withUrls(['https://a.test/']),
    })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(urls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toEqual({ balance: '0', symbol: 'ETH' })
    expect(urls).toHaveLength(2)
  })

  test('F05: a non-retryable failure is not retried but falls through to the next URL', async () => {
    const { fetchFn, urls } = fetchByUrl({
      'https://a.test/': [status(404)],
      'https://b.test/': [rpc({ result: '0x0' })],
    })
    const adapter = createEvmAdapter({ fetchFn, retryDelay: 0 })
    const network = withUrls(['https://a.test/', 'https://b.test/'])
    await expect(adapter.getBalance({ address: testAccountChecksummed, network })).resolves.toEqual(
      { balance: '0', symbol: 'ETH' },
    )
    expect(urls).toEqual(['https://a.test/', 'https://b.test/'])
  })

  test('F05: a node error falls through, and the last URL’s error is thrown', async () => {
    const { fetchFn, urls } = fetchByUrl({
      'https://a.test/': [rpc({ error: { code: -32000, message: 'header not found' } })],
      'https://b.test/': [rpc({ error: { code: -32602, message: 'bad params' } })],
    })
    const adapter = createEvmAdapter({ fetchFn, retryDelay: 0 })
    const network = withUrls(['https://a.test/', 'https://b.test/'])
    await expect(
      adapter.getBalance({ address: testAccountChecksummed, network }),
    ).rejects.toBeInstanceOf(InvalidParamsRpcError)
    expect(urls).toEqual(['https://a.test/', 'https://b.test/'])
  })

  test('F05: a fatal error (user rejection) does not fall through (SPEC §8)', async () => {
    const { fetchFn, urls } = fetchByUrl({
      'https://a.test/': [rpc({ error: { code: 4001, message: 'User rejected' } })],
      'https://b.test/': [rpc({ result: '0x0' })],
    })
    const adapter = createEvmAdapter({ fetchFn, retryDelay: 0 })
    const network = withUrls(['https://a.test/', 'https://b.test/'])
    await expect(
      adapter.getBalance({ address: testAccountChecksummed, network }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(urls).toEqual(['https://a.test/'])
  })

  test('F05: a hung primary times out once, then the fallback answers', async () => {
    vi.useFakeTimers()
    const fetchFn = createFakeFetch({ eth_getBalance: 'hang' })
    const fallback = createFakeFetch({ eth_getBalance: { result: '0x0' } })
    const routed = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === 'https://a.test/'
        ? fetchFn(input, init)
        : fallback(input, init)) as typeof fetch
    const adapter = createEvmAdapter({ fetchFn: routed })
    const network = withUrls(['https://a.test/', 'https://b.test/'])
    const result = adapter.getBalance({ address: testAccountChecksummed, network })
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(result).resolves.toEqual({ balance: '0', symbol: 'ETH' })
    expect(fetchFn.requests).toHaveLength(1)
  })
})
