import { afterEach, describe, expect, test, vi } from 'vitest'
import { HttpRequestError, InvalidRpcResponseError, TimeoutError } from '../errors/request.js'
import { InvalidParamsRpcError } from '../errors/rpc.js'
import { createFakeFetch, type FakeRpcAnswer } from '../test/createFakeFetch.js'
import { testRpcUrl } from '../test/fixtures.js'
import { rpcRequest } from './rpcRequest.js'

const call = (answer: FakeRpcAnswer | 'hang', timeout = 10_000) =>
  rpcRequest({
    url: testRpcUrl,
    method: 'eth_blockNumber',
    params: [],
    fetchFn: createFakeFetch({ eth_blockNumber: answer }),
    timeout,
  })

afterEach(() => {
  vi.useRealTimers()
})

describe('rpcRequest', () => {
  test('posts a JSON-RPC 2.0 request and returns the result', async () => {
    const fetchFn = createFakeFetch({ eth_getBalance: { result: '0x1' } })
    const result = await rpcRequest({
      url: testRpcUrl,
      method: 'eth_getBalance',
      params: ['0xabc', 'latest'],
      fetchFn,
      timeout: 10_000,
    })
    expect(result).toBe('0x1')
    expect(fetchFn.requests).toEqual([
      { url: testRpcUrl, method: 'eth_getBalance', params: ['0xabc', 'latest'] },
    ])
  })

  test('aborts a hung request at the timeout with a typed error (F03)', async () => {
    vi.useFakeTimers()
    const pending = call('hang')
    const settled = expect(pending).rejects.toBeInstanceOf(TimeoutError)
    await vi.advanceTimersByTimeAsync(9_999)
    await vi.advanceTimersByTimeAsync(1)
    await settled
    expect(vi.getTimerCount()).toBe(0)
  })

  test('clears its timer on success', async () => {
    vi.useFakeTimers()
    await call({ result: '0x0' })
    expect(vi.getTimerCount()).toBe(0)
  })

  test('an HTTP error is typed with its status and never shows the URL', async () => {
    const error = await call({ status: 502 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(502)
    expect((error as Error).message).toBe('HTTP status code: 502')
    expect((error as Error).message).not.toContain('secret')
  })

  test('a network failure is an HttpRequestError', async () => {
    const fetchFn = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    await expect(
      rpcRequest({ url: testRpcUrl, method: 'm', params: [], fetchFn, timeout: 10_000 }),
    ).rejects.toBeInstanceOf(HttpRequestError)
  })

  test.each(['<html>oops</html>', '{"jsonrpc":"2.0"', 'null', '[1]', '{"jsonrpc":"2.0","id":1}'])(
    'a body of %j is an InvalidRpcResponseError',
    async (body) => {
      await expect(call({ body })).rejects.toBeInstanceOf(InvalidRpcResponseError)
    },
  )

  test('a JSON-RPC error is mapped by its code', async () => {
    await expect(call({ error: { code: -32602, message: 'bad params' } })).rejects.toBeInstanceOf(
      InvalidParamsRpcError,
    )
  })
})
