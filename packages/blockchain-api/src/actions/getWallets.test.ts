import { describe, expect, it } from 'vitest'
import { wallets } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { ApiSchemaError } from '../errors/http.js'
import { getWallets } from './getWallets.js'

const { route } = useMockApi()

describe('getWallets', () => {
  it('GETs getWallets with the filters joined by commas', async () => {
    const seen = route('get', '/getWallets', json(wallets))
    const { client } = createTestClient()
    const page = await getWallets(client, {
      page: 2,
      entries: 40,
      search: 'kit',
      badge_type: 'certified',
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:137'],
    })
    expect(page).toEqual(wallets)
    expect(seen[0]!.url.pathname).toBe('/getWallets')
    expect(seen[0]!.query).toEqual({
      page: '2',
      entries: '40',
      search: 'kit',
      badge_type: 'certified',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:137',
      ...sdkQuery,
    })
  })

  it('leaves empty lists and searches out', async () => {
    const seen = route('get', '/getWallets', json({ count: 0, data: [] }))
    const { client } = createTestClient()
    await getWallets(client, {
      page: 1,
      entries: 40,
      search: '',
      include: [],
      exclude: [],
      chains: [],
    })
    expect(seen[0]!.query).toEqual({ page: '1', entries: '40', ...sdkQuery })
  })

  it('B08: accepts 1,000 entries per page and refuses more', async () => {
    const entry = wallets.data[0]!
    route('get', '/getWallets', json({ count: 1_000, data: Array(1_000).fill(entry) }))
    const { client } = createTestClient()
    expect((await getWallets(client, { page: 1, entries: 40 })).data).toHaveLength(1_000)
    route('get', '/getWallets', json({ count: 1_001, data: Array(1_001).fill(entry) }))
    await expect(getWallets(client, { page: 1, entries: 40 })).rejects.toBeInstanceOf(
      ApiSchemaError,
    )
  })

  it.each([
    ['an unknown badge', { badge_type: 'gold' }],
    ['a missing link field', { mobile_link: undefined }],
    ['a chain that is not CAIP-2', { chains: ['1'] }],
  ])('refuses an entry with %s', async (_, change) => {
    route('get', '/getWallets', json({ count: 1, data: [{ ...wallets.data[0], ...change }] }))
    const { client } = createTestClient()
    await expect(getWallets(client, { page: 1, entries: 40 })).rejects.toBeInstanceOf(
      ApiSchemaError,
    )
  })
})
