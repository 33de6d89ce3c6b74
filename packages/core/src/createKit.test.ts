// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter, type MemoryStorage } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { connect } from './actions/connect.js'
import { getAccount } from './actions/getAccount.js'
import { getConnectors } from './actions/getConnectors.js'
import { getNetwork } from './actions/getNetwork.js'
import { openModal } from './actions/openModal.js'
import { getState } from './actions/state.js'
import { createKit } from './createKit.js'
import { mainnet, optimism, polygon } from './networks/evmNetworks.js'
import { silenceWarnings } from './test/createMockKit.js'
import type { KitOptions } from './types/options.js'

const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const record = (value: unknown) => JSON.stringify({ v: 1, d: value })

function setup(options: Partial<KitOptions> = {}) {
  const adapter = createMockAdapter({ connect: { address, chainId: 1 } })
  const storage = (options.storage ?? createMemoryStorage()) as MemoryStorage
  const kit = createKit({
    networks: [mainnet, optimism, polygon],
    adapters: [adapter],
    projectId: 'test-project',
    ...options,
    storage,
  })
  onTestFinished(() => kit.destroy())
  return { kit, adapter, storage }
}

describe('createKit', () => {
  it('starts disconnected on the Connect view, on the first network', async () => {
    const { kit } = setup()
    expect(getState(kit, 'router')).toEqual({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
    })
    expect(getState(kit, 'modal').open).toBe(false)
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(getState(kit, 'chains').activeNamespace).toBe('eip155')
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(getNetwork(kit)?.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:137',
    ])
    expect(getAccount(kit)?.status).toBe('disconnected')
    expect(getAccount(kit)?.address).toBeUndefined()
    expect(getState(kit, 'alerts').alert).toBeUndefined()
    await kit.ready
    expect(getState(kit, 'connection').initialized).toBe(true)
  })

  it('lists the connectors the adapter reported', () => {
    const { kit } = setup()
    expect(getConnectors(kit).map((c) => [c.id, c.name])).toEqual([['io.mock', 'Mock Wallet']])
  })

  it('hands the adapter its networks, projectId and wallet lists', () => {
    const { adapter } = setup({ includeWalletIds: ['io.mock'], excludeWalletIds: ['io.bad'] })
    expect(adapter.context?.networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:137',
    ])
    expect(adapter.context?.projectId).toBe('test-project')
    expect(adapter.context?.includeWalletIds).toEqual(['io.mock'])
    expect(adapter.context?.excludeWalletIds).toEqual(['io.bad'])
  })

  it('starts on the configured default network', () => {
    const { kit } = setup({ defaultNetwork: polygon })
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:137')
  })

  it('starts on the stored last-used network when it is configured', () => {
    const storage = createMemoryStorage({
      initial: { '@kit/active_caip_network_id': record('eip155:10') },
    })
    const { kit } = setup({ storage, defaultNetwork: polygon })
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('ignores a stored network the app no longer configures', () => {
    const storage = createMemoryStorage({
      initial: { '@kit/active_caip_network_id': record('eip155:8453') },
    })
    expect(getNetwork(setup({ storage }).kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    const other = createMemoryStorage({
      initial: { '@kit/active_caip_network_id': record('eip155:8453') },
    })
    expect(
      getNetwork(setup({ storage: other, defaultNetwork: optimism }).kit)?.caipNetwork
        ?.caipNetworkId,
    ).toBe('eip155:10')
  })

  it('resets a corrupted stored network and starts on the first one', () => {
    const storage = createMemoryStorage({
      initial: { '@kit/active_caip_network_id': record('eip155:01') },
    })
    const { kit } = setup({ storage })
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(storage.values.has('@kit/active_caip_network_id')).toBe(false)
  })

  it('shows the Project ID alert without a projectId, and injected wallets still connect', async () => {
    const { kit } = setup({ projectId: undefined })
    // The alert texts load on the first alert.
    await vi.waitFor(() =>
      expect(getState(kit, 'alerts').alert?.title).toBe('Project ID Not Configured'),
    )
    await kit.ready
    await connect(kit, { connectorId: 'io.mock' })
    expect(getState(kit, 'connection').status).toBe('connected')
    expect(getAccount(kit)?.address).toBe(address)
  })

  it('shows no alert when a projectId is set', () => {
    expect(getState(setup().kit, 'alerts').alert).toBeUndefined()
  })

  it('tears the adapter down on destroy', () => {
    const { kit, adapter } = setup()
    expect(adapter.context).toBeDefined()
    kit.destroy()
    expect(adapter.context).toBeUndefined()
  })

  it('falls silent once destroyed: a request it started that fails afterwards warns no one', async () => {
    const warn = silenceWarnings()
    let answerWith: (response: Response) => void = () => {}
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answerWith = resolve)))
    const { kit } = setup({ fetch })
    await kit.ready
    const { isApiSupportedNetwork } = await import('./actions/isApiSupportedNetwork.js')
    const answer = isApiSupportedNetwork(kit, { network: mainnet })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    kit.destroy()
    answerWith(new Response('{"error":"no"}', { status: 400 }))
    // The list could not be read: every network counts as supported, and nothing is logged.
    expect(await answer).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  describe('with broken storage', () => {
    it('F12: boots memory-only on blocked storage, warns once, and still connects', async () => {
      const warn = silenceWarnings()
      const storage = createMemoryStorage({ blocked: true })
      const { kit } = setup({ storage })
      await kit.ready
      await connect(kit, { connectorId: 'io.mock' })
      expect(getState(kit, 'connection').status).toBe('connected')
      expect(getAccount(kit)?.caipAddress).toBe(`eip155:1:${address}`)
      expect(storage.values.size).toBe(0)
      expect(warn.mock.calls.map((call) => call[0])).toEqual([
        '[kit] Storage unavailable; the connection is kept in memory only',
      ])
    })

    it('F13: connects on full storage without a throw and leaves no key behind', async () => {
      const warn = silenceWarnings()
      const storage = createMemoryStorage({ full: true })
      const { kit } = setup({ storage })
      await kit.ready
      await connect(kit, { connectorId: 'io.mock' })
      expect(getState(kit, 'connection').status).toBe('connected')
      expect(storage.values.size).toBe(0)
      expect(warn).toHaveBeenCalledTimes(1)
    })

    it('F14: a corrupted key does not stop the stored connection from coming back', async () => {
      const storage = createMemoryStorage({
        initial: {
          '@kit/connection_status': record('connected'),
          '@kit/connected_namespaces': record(['eip155']),
          '@kit/connector_ids': record({ eip155: 'io.mock' }),
          '@kit/active_namespace': record('eip155'),
          '@kit/active_caip_network_id': '{',
        },
      })
      const { kit } = setup({ storage })
      await kit.ready
      expect(getState(kit, 'connection').status).toBe('connected')
      expect(getAccount(kit)?.address).toBe(address)
      expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:1'))
    })
  })

  it('does not crash when an adapter has no configured networks', () => {
    // An app may register a Solana adapter before it lists any Solana network.
    const solana = createMockAdapter({ namespace: 'solana', connectors: [] })
    let kit: ReturnType<typeof createKit> | undefined
    expect(() => {
      kit = createKit({
        networks: [mainnet],
        adapters: [createMockAdapter(), solana],
        storage: createMemoryStorage(),
        projectId: 'test-project',
      })
    }).not.toThrow()
    kit?.destroy()
  })
})

describe('two instances side by side', () => {
  function twoKits() {
    const a = setup({ storageKeyPrefix: '@a/' })
    const b = setup({ storageKeyPrefix: '@b/' })
    return { a, b }
  }

  it('connecting one leaves the other disconnected', async () => {
    const { a, b } = twoKits()
    await Promise.all([a.kit.ready, b.kit.ready])
    await connect(a.kit, { connectorId: 'io.mock' })
    expect(getState(a.kit, 'connection').status).toBe('connected')
    expect(getState(b.kit, 'connection').status).toBe('disconnected')
    expect(getAccount(b.kit)?.address).toBeUndefined()
    expect(a.storage.values.get('@a/connection_status')).toBe(record('connected'))
    expect([...b.storage.values.keys()].some((key) => key.startsWith('@a/'))).toBe(false)
    expect(b.storage.values.get('@b/connection_status')).toBeUndefined()
    expect(b.adapter.calls.connect).toHaveLength(0)
  })

  it('opening one modal leaves the other closed', () => {
    const { a, b } = twoKits()
    openModal(a.kit, { view: 'Networks' })
    expect(getState(a.kit, 'modal').open).toBe(true)
    expect(getState(a.kit, 'router').view).toBe('Networks')
    expect(getState(b.kit, 'modal').open).toBe(false)
    expect(getState(b.kit, 'router').view).toBe('Connect')
  })

  it('keeps apart even when they share one storage with different prefixes', async () => {
    const storage = createMemoryStorage()
    const a = setup({ storage, storageKeyPrefix: '@a/' })
    await a.kit.ready
    await connect(a.kit, { connectorId: 'io.mock' })
    const b = setup({ storage, storageKeyPrefix: '@b/' })
    await b.kit.ready
    expect(getState(b.kit, 'connection').status).toBe('disconnected')
    expect(b.adapter.calls.reconnect).toHaveLength(0)
    expect(storage.values.get('@a/connector_ids')).toBe(record({ eip155: 'io.mock' }))
  })
})
