// @vitest-environment jsdom
import {
  createCatalogue,
  createFakeApi,
  createMemoryStorage,
  createMockAdapter,
  type FakeApi,
} from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { KitOptions } from '../types/options.js'
import { connect } from './connect.js'
import { fetchConnectWallets } from './fetchConnectWallets.js'
import { fetchWallets } from './fetchWallets.js'
import { getWalletImageSrc } from './getWalletImageSrc.js'
import { getWalletSections } from './getWalletSections.js'
import { previewWalletSearch } from './previewWalletSearch.js'
import { searchWallets } from './searchWallets.js'
import { selectWallet } from './selectWallet.js'

async function setup(api: FakeApi = createFakeApi(), options: Partial<KitOptions> = {}) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const storage = options.storage ?? createMemoryStorage()
  const kit = createKit({
    networks: [mainnet],
    adapters: [
      createMockAdapter({
        connect: { address: '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', chainId: 1 },
      }),
    ],
    storage,
    projectId: 'test-project',
    serviceUrls: { api: 'https://api.test', explorer: 'https://explorer.test' },
    fetch: api.fetch,
    ...options,
  })
  onTestFinished(() => {
    kit.destroy()
    warn.mockRestore()
  })
  await kit.ready
  return { kit, api, storage }
}

const walletRequests = (api: FakeApi) => api.requests.filter((r) => r.path === '/getWallets')

describe('all wallets', () => {
  it('appends pages of 40 and knows the total', async () => {
    const { kit, api } = await setup()
    await fetchWallets(kit, { page: 1 })
    await fetchWallets(kit, { page: 2 })
    await fetchWallets(kit, { page: 2 })
    const all = kit.stores.wallets.all
    expect(all.wallets).toHaveLength(80)
    expect(all.wallets[40]?.id).toBe('w0041')
    expect(all).toMatchObject({ page: 2, count: 120, status: 'success' })
    const [first] = walletRequests(api)
    expect(first?.query.get('entries')).toBe('40')
    expect(first?.query.get('chains')).toBe('eip155:1')
    expect(first?.query.get('st')).toBeTruthy()
    expect(walletRequests(api)).toHaveLength(2)
  })

  it('shows the error and can retry the same page', async () => {
    const { kit, api } = await setup()
    api.fail('/getWallets', 400)
    await fetchWallets(kit, { page: 1 })
    expect(kit.stores.wallets.all.status).toBe('error')
    expect(kit.stores.wallets.all.error).toBeTruthy()
    api.heal()
    await fetchWallets(kit, { page: 1 })
    expect(kit.stores.wallets.all.wallets).toHaveLength(40)
  })

  it('honours include and exclude by id and by rdns', async () => {
    const { kit, api } = await setup(createFakeApi(), {
      excludeWalletIds: ['w0002', 'io.mock'],
    })
    await fetchWallets(kit, { page: 1 })
    const ids = kit.stores.wallets.all.wallets.map((w) => w.id)
    expect(ids).not.toContain('w0002')
    expect(ids).not.toContain('w0001')
    expect(walletRequests(api)[0]?.query.get('exclude')).toBe('w0002')

    const { kit: only } = await setup(createFakeApi(), { includeWalletIds: ['io.mock', 'w0005'] })
    await fetchWallets(only, { page: 1 })
    expect(only.stores.wallets.all.wallets.map((w) => w.id)).toEqual(['w0001', 'w0005'])
  })
})

describe('search', () => {
  it('returns up to 100 matches, and only the newest query writes', async () => {
    const { kit, api } = await setup(createFakeApi({ wallets: createCatalogue(1000) }))
    const first = searchWallets(kit, { query: 'Wallet 0' })
    const second = searchWallets(kit, { query: '  wallet 09 ' })
    await Promise.all([first, second])
    const search = kit.stores.wallets.search
    expect(search.query).toBe('wallet 09')
    expect(search.wallets).toHaveLength(100)
    expect(search.wallets.every((w) => w.name.includes('Wallet 09'))).toBe(true)
    expect(search.count).toBe(100)
    expect(walletRequests(api).at(-1)?.query.get('entries')).toBe('100')
    await searchWallets(kit, { query: '' })
    expect(kit.stores.wallets.search).toMatchObject({ query: '', status: 'idle', wallets: [] })
  })
})

describe('the Connect view', () => {
  it('lists installed, featured (in the host order) then recommended wallets', async () => {
    const { kit } = await setup(createFakeApi(), { featuredWalletIds: ['w0009', 'w0003'] })
    await vi.waitFor(() => expect(kit.stores.connectors.byNamespace.eip155).toBeDefined())
    await fetchConnectWallets(kit)
    const sections = getWalletSections(kit).map(({ section, items }) => [
      section,
      items.map((item) => (item.kind === 'connector' ? item.connector.id : item.wallet.id)),
    ])
    expect(sections).toEqual([
      ['injected', ['io.mock']],
      ['featured', ['w0009', 'w0003']],
      ['recommended', ['w0002', 'w0004', 'w0005', 'w0006']],
    ])
  })

  it('asks the catalogue once, however often the view opens', async () => {
    const { kit, api } = await setup(createFakeApi(), { featuredWalletIds: ['w0009'] })
    await fetchConnectWallets(kit)
    await fetchConnectWallets(kit)
    expect(walletRequests(api)).toHaveLength(2)
    expect(kit.stores.wallets.featured.map((w) => w.id)).toEqual(['w0009'])
  })

  it('remembers the wallet last connected, across instances', async () => {
    const { kit, storage } = await setup()
    await connect(kit, { connectorId: 'io.mock' })
    expect(kit.stores.wallets.recent.map((w) => w.connectorId)).toEqual(['io.mock'])
    const { kit: later } = await setup(createFakeApi(), { storage })
    await vi.waitFor(() => expect(later.stores.connectors.byNamespace.eip155).toBeDefined())
    expect(getWalletSections(later).map((s) => s.section)).toEqual(['recent'])
  })

  it('opens the installed extension of a catalogue wallet, else a pairing', async () => {
    const { kit } = await setup()
    await vi.waitFor(() => expect(kit.stores.connectors.byNamespace.eip155).toBeDefined())
    const [installed, other] = createCatalogue(2)
    if (!installed || !other) throw new Error('catalogue')
    selectWallet(kit, { wallet: installed })
    expect(kit.stores.router.view).toBe('ConnectingExternal')
    expect(kit.stores.router.data?.connector?.id).toBe('io.mock')
    selectWallet(kit, { wallet: other })
    expect(kit.stores.router.view).toBe('ConnectingWalletConnect')
    expect(kit.stores.router.data?.wallet?.id).toBe('w0002')
    expect(getWalletImageSrc(kit, { wallet: other })).toMatch(
      /^https:\/\/explorer\.test\/getWalletImage\/img-0002\?/,
    )
  })
})

describe('search preview', () => {
  it('filters the loaded entries synchronously, then takes the service answer', async () => {
    const { kit, api } = await setup(createFakeApi({ wallets: createCatalogue(1000) }))
    for (let page = 1; page <= 25; page++) await fetchWallets(kit, { page })
    expect(kit.stores.wallets.all.wallets).toHaveLength(1000)
    const before = api.requests.length
    previewWalletSearch(kit, { query: 'wallet 07' })
    const search = kit.stores.wallets.search
    expect(search.status).toBe('loading')
    expect(search.wallets).toHaveLength(100)
    expect(search.wallets[0]?.name).toBe('Wallet 0700')
    expect(api.requests.length).toBe(before)
    previewWalletSearch(kit, { query: 'Wallet 0999' })
    expect(kit.stores.wallets.search.wallets.map((w) => w.id)).toEqual(['w0999'])
    await searchWallets(kit, { query: 'Wallet 0999' })
    expect(kit.stores.wallets.search).toMatchObject({ status: 'success', count: 1 })
  })

  it("an older query's answer landing after a newer keystroke leaves the newer results", async () => {
    // Typing slower than the debounce: "Wallet 0" is searched, then "Wallet 0999" is typed and
    // previewed before the service answers the first.
    const api = createFakeApi({ wallets: createCatalogue(1000) })
    const answers: (() => void)[] = []
    const fetch: typeof api.fetch = async (input, init) => {
      if (new URL(String(input)).searchParams.has('search'))
        await new Promise<void>((resolve) => answers.push(resolve))
      return api.fetch(input, init)
    }
    const { kit } = await setup(api, { fetch })
    for (let page = 1; page <= 25; page++) await fetchWallets(kit, { page })
    const older = searchWallets(kit, { query: 'Wallet 0' })
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    previewWalletSearch(kit, { query: 'Wallet 0999' })
    answers[0]?.()
    await older
    const search = kit.stores.wallets.search
    expect(search).toMatchObject({ query: 'Wallet 0999', status: 'loading', count: 1 })
    expect(search.wallets.map((w) => w.id)).toEqual(['w0999'])
    const newer = searchWallets(kit, { query: 'Wallet 0999' })
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]?.()
    await newer
    expect(kit.stores.wallets.search).toMatchObject({ status: 'success', count: 1 })
  })
})
