import { describe, expect, it } from 'vitest'
import { address, walletAssets } from '../../test/fixtures.js'
import { createTestClient, json, projectId, useMockApi } from '../../test/mockApi.js'
import { ApiSchemaError } from '../errors/http.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { RpcResponseError } from '../errors/rpc.js'
import { isMethodNotSupported } from '../utils/isMethodNotSupported.js'
import { getWalletAssets } from './getWalletAssets.js'

const { route } = useMockApi()

describe('getWalletAssets', () => {
  it('POSTs wallet_getAssets to /v1/?chainId=…&projectId=…', async () => {
    const seen = route('post', '/v1/', json({ jsonrpc: '2.0', id: 1, result: walletAssets }))
    const { client } = createTestClient()
    expect(await getWalletAssets(client, { account: address, chainId: 137 })).toEqual(walletAssets)
    expect(seen[0]!.url.pathname).toBe('/v1/')
    expect(seen[0]!.method).toBe('POST')
    expect(seen[0]!.query).toEqual({ chainId: 'eip155:137', projectId })
    expect(seen[0]!.headers.get('content-type')).toBe('application/json')
    expect(seen[0]!.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: ['0x89'] }],
    })
  })

  it('turns a JSON-RPC error into RpcResponseError; -32601 means not supported', async () => {
    route(
      'post',
      '/v1/',
      json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }),
    )
    const { client } = createTestClient()
    const error = await getWalletAssets(client, { account: address, chainId: 11155111 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RpcResponseError)
    expect((error as RpcResponseError).code).toBe(-32601)
    expect((error as RpcResponseError).shortMessage).toBe('Method not found')
    expect(isMethodNotSupported(error)).toBe(true)
  })

  it('other JSON-RPC errors are not "not supported"', async () => {
    route('post', '/v1/', json({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'x' } }))
    const { client } = createTestClient()
    const error = await getWalletAssets(client, { account: address, chainId: 1 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RpcResponseError)
    expect(isMethodNotSupported(error)).toBe(false)
    expect(isMethodNotSupported(new Error('Method not found'))).toBe(false)
  })

  it.each([
    ['no jsonrpc', { id: 1, result: walletAssets }],
    ['another id', { jsonrpc: '2.0', id: 2, result: walletAssets }],
    ['a result that is not a map', { jsonrpc: '2.0', id: 1, result: [] }],
    [
      'a number balance',
      { jsonrpc: '2.0', id: 1, result: { '0x1': [{ ...walletAssets['0x1']![0], balance: 1 }] } },
    ],
    ['an error without a code', { jsonrpc: '2.0', id: 1, error: { message: 'x' } }],
  ])('refuses %s', async (_, body) => {
    route('post', '/v1/', json(body))
    const { client } = createTestClient()
    await expect(getWalletAssets(client, { account: address, chainId: 1 })).rejects.toBeInstanceOf(
      ApiSchemaError,
    )
  })

  it('takes a CAIP-2 id as well', async () => {
    const seen = route('post', '/v1/', json({ jsonrpc: '2.0', id: 1, result: {} }))
    const { client } = createTestClient()
    expect(await getWalletAssets(client, { account: address, chainId: 'eip155:10' })).toEqual({})
    expect(seen[0]!.query.chainId).toBe('eip155:10')
    expect(seen[0]!.body).toMatchObject({ params: [{ chainFilter: ['0xa'] }] })
  })

  it.each([
    [0],
    [-1],
    [1.5],
    [Number.NaN],
    ['eip155:01'],
    ['eip155:0x1'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['eip155: 1'],
    ['1e3'],
  ])('refuses the chain id %s before sending', async (chainId) => {
    const seen = route('post', '/v1/', json({}))
    const { client } = createTestClient()
    await expect(getWalletAssets(client, { account: address, chainId })).rejects.toBeInstanceOf(
      InvalidParameterError,
    )
    expect(seen).toHaveLength(0)
  })

  it.each([-1, -32005, -32603])(
    'SPEC §9: retries the JSON-RPC code %i, then answers',
    async (code) => {
      const seen = route(
        'post',
        '/v1/',
        json({ jsonrpc: '2.0', id: 1, error: { code, message: 'busy' } }),
        json({ jsonrpc: '2.0', id: 1, result: walletAssets }),
      )
      const { client, sleeps } = createTestClient()
      expect(await getWalletAssets(client, { account: address, chainId: 137 })).toEqual(
        walletAssets,
      )
      expect(seen).toHaveLength(2)
      expect(sleeps).toHaveLength(1)
    },
  )

  it('SPEC §9: gives up after three retries of -32005 with RpcResponseError', async () => {
    const seen = route(
      'post',
      '/v1/',
      json({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'limit' } }),
    )
    const { client } = createTestClient()
    const error = await getWalletAssets(client, { account: address, chainId: 137 }).catch(
      (e: unknown) => e,
    )
    expect(seen).toHaveLength(4)
    expect((error as RpcResponseError).code).toBe(-32005)
  })

  it('SPEC §9: does not retry -32601', async () => {
    const seen = route(
      'post',
      '/v1/',
      json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }),
    )
    const { client } = createTestClient()
    await getWalletAssets(client, { account: address, chainId: 137 }).catch(() => {})
    expect(seen).toHaveLength(1)
  })
})
