import { describe, expect, it } from 'vitest'
import { address, history } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { ApiSchemaError } from '../errors/http.js'
import { getTransactionHistory } from './getTransactionHistory.js'

const { route } = useMockApi()

describe('getTransactionHistory', () => {
  it('GETs v1/account/{account}/history with cursor and chainId', async () => {
    const seen = route('get', '/v1/account/:account/history', json(history))
    const { client } = createTestClient()
    const page = await getTransactionHistory(client, {
      account: address,
      cursor: 'cursor-1',
      chainId: 'eip155:1',
    })
    expect(page).toEqual(history)
    expect(page.data[0]!.transfers[1]!.nft_info!.flags.is_spam).toBe(true)
    expect(seen[0]!.url.pathname).toBe(`/v1/account/${address}/history`)
    expect(seen[0]!.query).toEqual({ cursor: 'cursor-1', chainId: 'eip155:1', ...sdkQuery })
    expect(seen[0]!.cache).toBe('default')
  })

  it('reads the last page (next null)', async () => {
    route('get', '/v1/account/:account/history', json({ data: [], next: null }))
    const { client } = createTestClient()
    expect(await getTransactionHistory(client, { account: address })).toEqual({
      data: [],
      next: null,
    })
  })

  it('fetches coinbase onramp history uncached', async () => {
    const seen = route('get', '/v1/account/:account/history', json({ data: [], next: null }))
    const { client } = createTestClient()
    await getTransactionHistory(client, { account: address, onramp: 'coinbase' })
    expect(seen[0]!.query.onramp).toBe('coinbase')
    expect(seen[0]!.cache).toBe('no-cache')
  })

  it('is not cached in memory', async () => {
    const seen = route('get', '/v1/account/:account/history', json(history))
    const { client } = createTestClient()
    await getTransactionHistory(client, { account: address })
    await getTransactionHistory(client, { account: address })
    expect(seen).toHaveLength(2)
  })

  it.each([
    ['an unknown operation type', { operationType: 'steal' }],
    ['a numeric nonce string', { nonce: '1' }],
    ['a non-ISO time', { minedAt: 'yesterday' }],
    ['a chain that is not CAIP-2', { chain: '1' }],
  ])('refuses %s', async (_, change) => {
    const tx = history.data[0]!
    route(
      'get',
      '/v1/account/:account/history',
      json({ data: [{ ...tx, metadata: { ...tx.metadata, ...change } }], next: null }),
    )
    const { client } = createTestClient()
    await expect(getTransactionHistory(client, { account: address })).rejects.toBeInstanceOf(
      ApiSchemaError,
    )
  })

  it('B08: refuses a page of 100k rows', async () => {
    route('get', '/v1/account/:account/history', () =>
      json({ data: Array(100_000).fill(0), next: null }),
    )
    const { client } = createTestClient()
    const error = await getTransactionHistory(client, { account: address }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiSchemaError)
    expect((error as ApiSchemaError).details).toBe('data: expected at most 500 entries')
  })
})
