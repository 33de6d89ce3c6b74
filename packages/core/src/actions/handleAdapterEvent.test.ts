// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet, optimism, polygon } from '../networks/evmNetworks.js'
import {
  type CreateMockKitParameters,
  connectMockWallet,
  createMockKit,
} from '../test/createMockKit.js'
import { getAccount } from './getAccount.js'
import { getConnectors } from './getConnectors.js'
import { getNetwork } from './getNetwork.js'
import { openModal } from './openModal.js'
import { getState } from './state.js'

const alice = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const bob = '0x1111111111111111111111111111111111111111'
const record = (value: unknown) => JSON.stringify({ v: 1, d: value })

async function connected(options: CreateMockKitParameters = {}) {
  const adapter = createMockAdapter({ connect: { address: alice, chainId: 1 } })
  const { kit, storage } = createMockKit({
    networks: [mainnet, optimism, polygon],
    adapter,
    ...options,
  })
  await kit.ready
  await connectMockWallet(kit)
  return { kit, adapter, storage }
}

describe('wallet events', () => {
  it('are not applied, nor is their code installed, before a wallet connects', async () => {
    const adapter = createMockAdapter({ connect: { address: alice, chainId: 1 } })
    const { kit } = createMockKit({ networks: [mainnet, optimism], adapter })
    await kit.ready
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: bob })
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
    expect(kit.runtime.applyWalletEvent).toBeUndefined()
    expect(getAccount(kit)?.address).toBeUndefined()
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    await connectMockWallet(kit)
    expect(kit.runtime.applyWalletEvent).toBeTypeOf('function')
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  describe('chainChanged', () => {
    it('to a requested chain updates the network and the CAIP address', async () => {
      const { kit, adapter, storage } = await connected()
      adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
      expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:10')
      expect(getNetwork(kit)?.unsupported).toBe(false)
      expect(getAccount(kit)?.caipAddress).toBe(`eip155:10:${alice}`)
      expect(getAccount(kit)?.addressExplorerUrl).toBe(
        `https://optimistic.etherscan.io/address/${alice}`,
      )
      expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:10'))
      expect(getState(kit, 'modal').open).toBe(false)
    })

    it('accepts a decimal string chain id', async () => {
      const { kit, adapter } = await connected()
      adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: '137' })
      expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:137')
    })

    it('to an unrequested chain marks it unsupported and opens UnsupportedChain', async () => {
      const { kit, adapter, storage } = await connected()
      adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 56 })
      expect(getNetwork(kit)?.unsupported).toBe(true)
      expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:56')
      expect(getAccount(kit)?.caipAddress).toBe(`eip155:56:${alice}`)
      expect(getState(kit, 'modal').open).toBe(true)
      expect(getState(kit, 'router').view).toBe('UnsupportedChain')
      // The last-used network stays the last supported one.
      expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:1'))
    })

    it('does not open UnsupportedChain when unsupported chains are allowed', async () => {
      const { kit, adapter } = await connected({ allowUnsupportedChain: true })
      adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 56 })
      expect(getNetwork(kit)?.unsupported).toBe(true)
      expect(getState(kit, 'modal').open).toBe(false)
      expect(getState(kit, 'router').view).toBe('Connect')
    })

    it('does not open UnsupportedChain when network switching is disabled', async () => {
      const { kit, adapter } = await connected({ enableNetworkSwitch: false })
      adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 56 })
      expect(getNetwork(kit)?.unsupported).toBe(true)
      expect(getState(kit, 'modal').open).toBe(false)
    })

    it('back to a requested chain leaves UnsupportedChain for Account', async () => {
      const { kit, adapter } = await connected()
      adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 56 })
      expect(getState(kit, 'router').view).toBe('UnsupportedChain')
      adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 1 })
      expect(getNetwork(kit)?.unsupported).toBe(false)
      expect(getState(kit, 'router').view).toBe('Account')
      expect(getState(kit, 'router').history).toEqual(['Account'])
      expect(getAccount(kit)?.caipAddress).toBe(`eip155:1:${alice}`)
    })
  })

  describe('accountsChanged', () => {
    it('to another address moves the account over', async () => {
      const { kit, adapter, storage } = await connected()
      adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: bob })
      expect(getAccount(kit)?.address).toBe(bob)
      expect(getAccount(kit)?.caipAddress).toBe(`eip155:1:${bob}`)
      expect(getAccount(kit)?.status).toBe('connected')
      expect(getState(kit, 'connection').status).toBe('connected')
      expect(storage.values.get('@kit/connector_ids')).toBe(record({ eip155: 'io.mock' }))
    })

    it('with the same address and a new list updates only the account list', async () => {
      const { kit, adapter } = await connected()
      const generation = kit.runtime.generation
      const accounts = [
        { namespace: 'eip155' as const, address: alice, type: 'eoa' as const },
        { namespace: 'eip155' as const, address: bob, type: 'smartAccount' as const },
      ]
      adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: alice, accounts })
      expect(getAccount(kit)?.address).toBe(alice)
      expect(getAccount(kit)?.allAccounts).toEqual(accounts)
      expect(kit.runtime.generation).toBe(generation)
    })

    it('to no address disconnects', async () => {
      const { kit, adapter, storage } = await connected()
      openModal(kit)
      adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: undefined })
      expect(getAccount(kit)?.address).toBeUndefined()
      expect(getAccount(kit)?.caipAddress).toBeUndefined()
      expect(getAccount(kit)?.status).toBe('disconnected')
      expect(getAccount(kit)?.connectorId).toBeUndefined()
      expect(getState(kit, 'connection').status).toBe('disconnected')
      expect(getState(kit, 'modal').open).toBe(false)
      expect(storage.values.get('@kit/connection_status')).toBe(record('disconnected'))
      expect(storage.values.has('@kit/connector_ids')).toBe(false)
    })
  })

  it('disconnect from the wallet clears the account and storage', async () => {
    const { kit, adapter, storage } = await connected()
    adapter.emit({ type: 'disconnect', connectorId: 'io.mock' })
    expect(getAccount(kit)?.address).toBeUndefined()
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(storage.values.get('@kit/connection_status')).toBe(record('disconnected'))
    expect(storage.values.has('@kit/connected_namespaces')).toBe(false)
  })

  it('ignores events from a connector other than the connected one', async () => {
    const { kit, adapter, storage } = await connected()
    const before = getState(kit, 'chains')
    const storedBefore = new Map(storage.values)
    adapter.emit({ type: 'chainChanged', connectorId: 'io.other', chainId: 10 })
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.other', address: bob })
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.other', address: undefined })
    adapter.emit({ type: 'disconnect', connectorId: 'io.other' })
    expect(getState(kit, 'chains')).toBe(before)
    expect(getAccount(kit)?.address).toBe(alice)
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(storage.values).toEqual(storedBefore)
  })

  it('ignores account and chain events while nothing is connected', async () => {
    const adapter = createMockAdapter()
    const kit = createKit({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: createMemoryStorage(),
      projectId: 'test-project',
    })
    onTestFinished(() => kit.destroy())
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: bob })
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
    expect(getAccount(kit)?.address).toBeUndefined()
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('replaces the connector list, after the host exclude list', async () => {
    const { kit, adapter } = await connected({ excludeWalletIds: ['io.rabby'] })
    adapter.emit({
      type: 'connectors',
      connectors: [
        { id: 'io.mock', type: 'ANNOUNCED', name: 'Mock Wallet', chain: 'eip155' },
        {
          id: 'rabby',
          type: 'ANNOUNCED',
          name: 'Rabby',
          chain: 'eip155',
          info: { rdns: 'io.rabby' },
        },
        { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
      ],
    })
    expect(getConnectors(kit).map((c) => c.id)).toEqual(['io.mock', 'injected'])
  })
})
