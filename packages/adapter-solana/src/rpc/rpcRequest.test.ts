import { describe, expect, it } from 'vitest'
import { HttpRequestError, InvalidRpcResponseError, RpcError, TimeoutError } from '../errors/rpc.js'
import { parseTokenAccounts } from './parseTokenAccounts.js'
import { readRpcAnswer, rpcRequest } from './rpcRequest.js'

const url = 'http://127.0.0.1:1/'
const answer =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status })

describe('rpcRequest', () => {
  it('returns the result and posts a JSON-RPC 2.0 body', async () => {
    let sent: unknown
    const fetchFn = (async (_: unknown, init?: RequestInit) => {
      sent = JSON.parse(String(init?.body))
      return new Response('{"jsonrpc":"2.0","id":1,"result":{"context":{"slot":1},"value":5}}')
    }) as typeof fetch
    expect(
      await rpcRequest({ fetchFn, timeout: 1000 }, { url, method: 'getBalance', params: ['x'] }),
    ).toEqual({
      context: { slot: 1 },
      value: 5,
    })
    expect(sent).toEqual({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['x'] })
  })

  it('types HTTP errors, unreachable hosts, timeouts, RPC errors and junk', async () => {
    const call = (fetchFn: unknown, timeout = 1000) =>
      rpcRequest({ fetchFn: fetchFn as typeof fetch, timeout }, { url, method: 'm' })
    await expect(call(answer('busy', 503))).rejects.toMatchObject({
      name: 'HttpRequestError',
      status: 503,
    })
    await expect(
      call(async () => Promise.reject(new TypeError('fetch failed'))),
    ).rejects.toBeInstanceOf(HttpRequestError)
    const hang = (_: unknown, init?: RequestInit) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )
    await expect(call(hang, 20)).rejects.toBeInstanceOf(TimeoutError)
    await expect(
      call(answer('{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"bad"}}')),
    ).rejects.toEqual(expect.objectContaining({ name: 'RpcError', code: -32602 }))
    await expect(call(answer('<html>'))).rejects.toBeInstanceOf(InvalidRpcResponseError)
    await expect(call(answer('{"jsonrpc":"2.0","id":1}'))).rejects.toBeInstanceOf(
      InvalidRpcResponseError,
    )
  })

  it('keeps the RPC error class for an error object', () => {
    expect(() => readRpcAnswer('{"error":{"code":1,"message":"x"}}')).toThrow(RpcError)
  })
})

describe('parseTokenAccounts', () => {
  const owner = 'GcQfK48DV9BzDuDeCyV2sShbAAY4vqmK8JSj1NBrwoVZ'
  const mint = '8zH45w576QJUEGtpXqZvEi6UPddmMfKopLatocZGDw6'
  const account = (info: Record<string, unknown>) => ({
    account: {
      data: {
        parsed: { info: { mint, owner, tokenAmount: { amount: '1', decimals: 6 }, ...info } },
      },
    },
  })
  const parse = (value: unknown[]) =>
    parseTokenAccounts({ context: { slot: 1 }, value }, { owner, mint })

  it('refuses accounts of another mint or owner, disagreeing decimals and non-u64 amounts', () => {
    expect(() => parse([account({ mint: owner })])).toThrow(InvalidRpcResponseError)
    expect(() => parse([account({ owner: mint })])).toThrow(InvalidRpcResponseError)
    expect(() =>
      parse([account({}), account({ tokenAmount: { amount: '1', decimals: 9 } })]),
    ).toThrow(InvalidRpcResponseError)
    expect(() =>
      parse([account({ tokenAmount: { amount: '18446744073709551616', decimals: 6 } })]),
    ).toThrow(InvalidRpcResponseError)
    expect(() => parse([account({ tokenAmount: { amount: 1, decimals: 6 } })])).toThrow(
      InvalidRpcResponseError,
    )
    expect(parse([])).toEqual({ amount: 0n, decimals: undefined })
  })
})
