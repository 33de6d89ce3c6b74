// @vitest-environment jsdom
import {
  createFakeApi,
  createMemoryStorage,
  createMockAdapter,
  createTransaction,
  createWalletAssets,
  type FakeApi,
} from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet, optimism, sepolia } from '../networks/evmNetworks.js'
import { connect } from './connect.js'
import { fetchNfts } from './fetchNfts.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { fetchTransactions } from './fetchTransactions.js'
import { getAccount } from './getAccount.js'
import { switchNetwork } from './switchNetwork.js'

const alice = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const bob = '0x1111111111111111111111111111111111111111'

async function setup(api: FakeApi = createFakeApi(), chainId = 1) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const adapter = createMockAdapter({ connect: { address: alice, chainId } })
  const kit = createKit({
    networks: [mainnet, optimism, sepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    serviceUrls: { api: 'https://api.test', explorer: 'https://explorer.test' },
    fetch: api.fetch,
  })
  onTestFinished(() => {
    kit.destroy()
    warn.mockRestore()
  })
  await kit.ready
  return { kit, adapter, api, warn }
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true))
const paths = (api: FakeApi, fragment: string) =>
  api.requests.filter((r) => r.path.includes(fragment))

describe('identity and tokens on connect', () => {
  it('loads the name, avatar and portfolio, without 0-decimal tokens', async () => {
    const api = createFakeApi({
      identity: { name: 'alice.kit.id', avatar: 'https://a.test/a.png' },
    })
    const { kit } = await setup(api)
    await connect(kit, { connectorId: 'io.mock' })
    await until(() => getAccount(kit)?.tokens.status === 'success')
    const account = getAccount(kit)
    expect(account?.tokenBalance.map((t) => t.symbol)).toEqual(['ETH', 'KUSD'])
    await until(() => getAccount(kit)?.profileName === 'alice.kit.id')
    expect(getAccount(kit)?.profileImage).toBe('https://a.test/a.png')
    const [balance] = paths(api, '/balance')
    expect(balance?.path).toBe(`/v1/account/${alice}/balance`)
    expect(balance?.query.get('chainId')).toBe('eip155:1')
    expect(balance?.query.get('projectId')).toBe('test-project')
  })

  it('keeps the last good tokens, marked stale, when a refresh fails', async () => {
    const { kit, api } = await setup()
    await connect(kit, { connectorId: 'io.mock' })
    await until(() => getAccount(kit)?.tokens.status === 'success')
    api.fail('/v1/account', 400)
    await fetchTokenBalances(kit, { force: true })
    const account = getAccount(kit)
    expect(account?.tokens).toEqual({
      status: 'error',
      stale: true,
      error: 'Token Balance Unavailable',
    })
    expect(account?.tokenBalance.map((t) => t.symbol)).toEqual(['ETH', 'KUSD'])
  })

  it('makes no request on a network the API does not serve', async () => {
    const api = createFakeApi({ supportedChains: ['eip155:10'] })
    const { kit } = await setup(api)
    await connect(kit, { connectorId: 'io.mock' })
    await until(() => getAccount(kit)?.tokens.status === 'success')
    expect(getAccount(kit)?.tokenBalance).toEqual([])
    expect(paths(api, '/balance')).toHaveLength(0)
    expect(paths(api, '/identity')).toHaveLength(0)
  })

  it('never writes a late answer for the previous account', async () => {
    const { kit, api, adapter } = await setup()
    api.fail('/v1/account', 'hang')
    await connect(kit, { connectorId: 'io.mock' })
    await until(() => getAccount(kit)?.tokens.status === 'loading')
    api.heal()
    api.data.balances = api.data.balances.slice(1, 2)
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: bob })
    await until(() => getAccount(kit)?.address === bob)
    await until(() => getAccount(kit)?.tokens.status === 'success')
    expect(getAccount(kit)?.tokenBalance.map((t) => t.symbol)).toEqual(['KUSD'])
    expect(getAccount(kit)?.tokens.error).toBeUndefined()
  })
})

describe('activity', () => {
  const rows = [
    ...Array.from({ length: 12 }, (_, i) =>
      createTransaction({ id: `a${i}`, minedAt: `2026-0${(i % 9) + 1}-02T10:00:00Z` }),
    ),
    createTransaction({ id: 'spam', minedAt: '2025-12-01T00:00:00Z', spam: true }),
    createTransaction({ id: 'op', minedAt: '2025-11-01T00:00:00Z', chain: 'eip155:10' }),
    createTransaction({ id: 'old', minedAt: '2024-03-05T00:00:00Z' }),
  ]

  it('pages through the cursor, hides spam and other chains, groups by year and month', async () => {
    const { kit, api } = await setup(createFakeApi({ history: rows }))
    await connect(kit, { connectorId: 'io.mock' })
    await fetchTransactions(kit, { reset: true })
    expect(kit.stores.transactions.transactions).toHaveLength(10)
    expect(kit.stores.transactions.next).toBe('10')
    await fetchTransactions(kit)
    const state = kit.stores.transactions
    expect(state.transactions.map((t) => t.id)).toEqual([
      ...rows.slice(0, 12).map((t) => t.id),
      'old',
    ])
    expect(state.next).toBeUndefined()
    expect(Object.keys(state.transactionsByYear).sort()).toEqual(['2024', '2026'])
    expect(state.transactionsByYear['2024']?.['2']?.map((t) => t.id)).toEqual(['old'])
    expect(paths(api, '/history')[1]?.query.get('cursor')).toBe('10')
    await fetchTransactions(kit)
    expect(paths(api, '/history')).toHaveLength(2)
  })

  it("marks the list empty with 'Failed to fetch transactions' and tracks it", async () => {
    const { kit, api } = await setup(createFakeApi({ history: rows }))
    await connect(kit, { connectorId: 'io.mock' })
    api.fail('/v1/account', 404)
    await fetchTransactions(kit, { reset: true })
    expect(kit.stores.transactions).toMatchObject({
      empty: true,
      loading: false,
      error: 'Failed to fetch transactions',
    })
    expect(kit.stores.events.data?.event).toBe('ERROR_FETCH_TRANSACTIONS')
  })

  it('starts over on a network switch', async () => {
    const { kit } = await setup(createFakeApi({ history: rows }))
    await connect(kit, { connectorId: 'io.mock' })
    await fetchTransactions(kit, { reset: true })
    await switchNetwork(kit, { network: optimism })
    await until(() => kit.stores.transactions.transactions.length === 0)
    await fetchTransactions(kit)
    expect(kit.stores.transactions.transactions.map((t) => t.id)).toEqual(['op'])
    expect(kit.stores.transactions.lastNetworkInView).toBe('eip155:10')
  })
})

describe('NFTs', () => {
  it('lists the ERC-721 holdings of the active chain', async () => {
    const { kit, api } = await setup()
    await connect(kit, { connectorId: 'io.mock' })
    await fetchNfts(kit)
    const nfts = getAccount(kit)?.nfts
    expect(nfts?.status).toBe('success')
    expect(nfts?.items.map((n) => `${n.symbol} #${n.tokenId}`)).toEqual(['KITP #1', 'KITP #2'])
    const [rpc] = api.requests.filter((r) => r.path === '/v1/')
    expect(rpc?.method).toBe('POST')
    expect(rpc?.query.get('chainId')).toBe('eip155:1')
    expect(rpc?.body).toMatchObject({ method: 'wallet_getAssets' })
  })

  it('leaves out NFTs of known spam collections', async () => {
    const api = createFakeApi()
    const spam = {
      ...createWalletAssets()[2]!,
      address: '0x00000000000000000000000000000000000000aa',
    }
    api.data.assets['0x1']!.push({ ...spam, metadata: { ...spam.metadata, isSpam: true } })
    const { kit } = await setup(api)
    await connect(kit, { connectorId: 'io.mock' })
    await fetchNfts(kit)
    expect(getAccount(kit)?.nfts.items.map((n) => n.contract)).not.toContain(spam.address)
    expect(getAccount(kit)?.nfts.items).toHaveLength(2)
  })

  it('is unsupported where the network cannot list assets', async () => {
    const { kit } = await setup(createFakeApi(), 10)
    await connect(kit, { connectorId: 'io.mock' })
    await fetchNfts(kit)
    expect(getAccount(kit)?.nfts.status).toBe('unsupported')
    expect(getAccount(kit)?.nfts.error).toBeUndefined()
  })
})
