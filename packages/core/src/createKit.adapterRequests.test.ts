// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { connect } from './actions/connect.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { createKit } from './createKit.js'
import { ChainNotConfiguredError } from './errors/network.js'
import { mainnet, optimism, sepolia } from './networks/evmNetworks.js'

async function setup() {
  const adapter = createMockAdapter()
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: [adapter],
    projectId: 'test-project',
    storage: createMemoryStorage(),
    autoReconnect: false,
  })
  onTestFinished(() => kit.destroy())
  await kit.ready
  await connect(kit, { connectorId: 'io.mock' })
  const context = adapter.context
  if (!context?.disconnect || !context.switchNetwork) throw new Error('No adapter requests')
  return { kit, adapter, context: context as Required<typeof context> }
}

describe('createKit: what an adapter may ask of its instance', () => {
  it('disconnect ends the namespace as the app’s disconnect does: the adapter is told, state cleared', async () => {
    const { kit, adapter, context } = await setup()
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeDefined()
    await context.disconnect()
    expect(adapter.calls.disconnect).toEqual([{ connectorId: 'io.mock' }])
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeUndefined()
    expect(kit.stores.connection.status).toBe('disconnected')
  })

  it('switchNetwork asks the wallet first, then moves the namespace to the network', async () => {
    const { kit, adapter, context } = await setup()
    await context.switchNetwork({ network: optimism })
    expect(adapter.calls.switchNetwork).toEqual([{ connectorId: 'io.mock', network: optimism }])
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.caipNetworkId).toBe(
      'eip155:10',
    )
  })

  it('switchNetwork to a network the app lacks rejects typed and leaves the network as it was', async () => {
    const { kit, adapter, context } = await setup()
    await expect(context.switchNetwork({ network: sepolia })).rejects.toBeInstanceOf(
      ChainNotConfiguredError,
    )
    expect(adapter.calls.switchNetwork).toEqual([])
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('an app switching network with no wallet connected tells the adapter (selectNetwork)', async () => {
    const adapter = createMockAdapter()
    const selectNetwork = vi.fn()
    adapter.selectNetwork = selectNetwork
    const kit = createKit({
      networks: [mainnet, optimism],
      adapters: [adapter],
      projectId: 'test-project',
      storage: createMemoryStorage(),
      autoReconnect: false,
    })
    onTestFinished(() => kit.destroy())
    await switchNetwork(kit, { network: optimism })
    expect(selectNetwork).toHaveBeenCalledWith({ network: optimism })
    // With a wallet connected, the wallet is asked instead.
    await connect(kit, { connectorId: 'io.mock' })
    await switchNetwork(kit, { network: mainnet })
    expect(selectNetwork).toHaveBeenCalledTimes(1)
    expect(adapter.calls.switchNetwork).toEqual([{ connectorId: 'io.mock', network: mainnet }])
  })

  it('restored resolves once the stored connection is restored at start, not before', async () => {
    const storage = createMemoryStorage()
    const first = createKit({ networks: [mainnet], adapters: [createMockAdapter()], storage })
    await first.ready
    await connect(first, { connectorId: 'io.mock' })
    first.destroy()
    const adapter = createMockAdapter()
    const pending = adapter.defer('reconnect')
    const kit = createKit({ networks: [mainnet], adapters: [adapter], storage })
    onTestFinished(() => kit.destroy())
    let restored = false
    adapter.context?.restored?.().then(() => {
      restored = true
    })
    await vi.waitFor(() => expect(adapter.calls.reconnect).toHaveLength(1))
    expect(restored).toBe(false)
    pending.resolve({ address: '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', chainId: 1 })
    await vi.waitFor(() => expect(restored).toBe(true))
    expect(kit.stores.connection.status).toBe('connected')
  })
})
