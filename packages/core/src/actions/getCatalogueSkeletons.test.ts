// @vitest-environment jsdom
import { createFakeApi, type FakeApi } from '@kit/test-fixtures'
import { describe, expect, it, vi } from 'vitest'
import {
  type CreateMockKitParameters,
  createMockKit,
  silenceWarnings,
} from '../test/createMockKit.js'
import { fetchConnectWallets } from './fetchConnectWallets.js'
import { getCatalogueSkeletons } from './getCatalogueSkeletons.js'

async function setup(api: FakeApi = createFakeApi(), options: CreateMockKitParameters = {}) {
  const warn = silenceWarnings()
  const { kit } = createMockKit({
    serviceUrls: { api: 'https://api.test', explorer: 'https://explorer.test' },
    fetch: api.fetch,
    ...options,
  })
  await kit.ready
  return { kit, api, warn }
}

describe('the Connect view catalogue request', () => {
  it('goes from idle to loading to success', async () => {
    const { kit } = await setup()
    expect(kit.stores.wallets.connectStatus).toBe('idle')
    const done = fetchConnectWallets(kit)
    expect(kit.stores.wallets.connectStatus).toBe('loading')
    await done
    expect(kit.stores.wallets.connectStatus).toBe('success')
    expect(kit.stores.wallets.recommended.length).toBeGreaterThan(0)
  })

  it('ends in error when the catalogue fails, and loads again on the next call', async () => {
    const api = createFakeApi()
    api.fail('/getWallets', 400)
    const { kit, warn } = await setup(api)
    await fetchConnectWallets(kit)
    expect(kit.stores.wallets.connectStatus).toBe('error')
    expect(warn).toHaveBeenCalledWith('[kit] Wallet catalogue unavailable', expect.anything())
    api.heal()
    await fetchConnectWallets(kit)
    expect(kit.stores.wallets.connectStatus).toBe('success')
  })

  it('is idle again when its request is aborted with none after it', async () => {
    const api = createFakeApi()
    api.fail('/getWallets', 'hang')
    const { kit } = await setup(api)
    const done = fetchConnectWallets(kit)
    await vi.waitFor(() => expect(api.requestsTo('/getWallets')).toHaveLength(1))
    kit.runtime.requests.get('wallets:connect')?.abort()
    await done
    expect(kit.stores.wallets.connectStatus).toBe('idle')
  })

  it('stays loading while a newer request of its kind runs', async () => {
    const api = createFakeApi()
    api.fail('/getWallets', 'hang')
    const { kit } = await setup(api)
    const first = fetchConnectWallets(kit)
    const second = fetchConnectWallets(kit)
    await first
    expect(kit.stores.wallets.connectStatus).toBe('loading')
    kit.runtime.requests.get('wallets:connect')?.abort()
    await second
    expect(kit.stores.wallets.connectStatus).toBe('idle')
  })
})

describe('getCatalogueSkeletons', () => {
  it('holds 4 recommended rows and one per featured wallet (at most 4) until the answer', async () => {
    const api = createFakeApi()
    api.fail('/getWallets', 'hang')
    const { kit } = await setup(api, {
      featuredWalletIds: ['w0001', 'w0002', 'w0003', 'w0004', 'w0005', 'w0006'],
    })
    expect(getCatalogueSkeletons(kit)).toEqual({ pending: true, featured: 4, recommended: 4 })
    void fetchConnectWallets(kit)
    expect(getCatalogueSkeletons(kit).pending).toBe(true)
    kit.runtime.requests.get('wallets:connect')?.abort()
    api.heal()
    await fetchConnectWallets(kit)
    expect(getCatalogueSkeletons(kit)).toEqual({ pending: false, featured: 4, recommended: 4 })
  })

  it('holds no featured rows without featured wallets', async () => {
    const { kit } = await setup(createFakeApi(), { featuredWalletIds: ['w0001', 'w0002'] })
    expect(getCatalogueSkeletons(kit)).toEqual({ pending: true, featured: 2, recommended: 4 })
    const { kit: plain } = await setup()
    expect(getCatalogueSkeletons(plain)).toEqual({ pending: true, featured: 0, recommended: 4 })
  })

  it('is not pending once the request failed; holds nothing when the app lists no wallets', async () => {
    const api = createFakeApi()
    api.fail('/getWallets', 400)
    const { kit } = await setup(api)
    await fetchConnectWallets(kit)
    expect(getCatalogueSkeletons(kit).pending).toBe(false)
    const { kit: none } = await setup(createFakeApi(), { enableWallets: false })
    expect(getCatalogueSkeletons(none)).toEqual({ pending: false, featured: 0, recommended: 0 })
  })
})
