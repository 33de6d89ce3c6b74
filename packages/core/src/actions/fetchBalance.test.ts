// @vitest-environment jsdom
import {
  type CreateMockAdapterParameters,
  createMemoryStorage,
  createMockAdapter,
} from '@kit/test-fixtures'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet, optimism, sepolia } from '../networks/evmNetworks.js'
import { silenceWarnings } from '../test/createMockKit.js'
import type { KitOptions } from '../types/options.js'
import { connect } from './connect.js'
import { fetchBalance } from './fetchBalance.js'
import { getAccount } from './getAccount.js'

const alice = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const bob = '0x1111111111111111111111111111111111111111'

// The balance code loads on first need (refreshBalance); the set-up loads it first
// (src/test/loadLazyActionsFirst.ts), so a refresh only waits for microtasks, which settle() runs.

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
})

const settle = () => vi.advanceTimersByTimeAsync(0)

async function setup(
  adapterOptions: CreateMockAdapterParameters = {},
  options: Partial<KitOptions> = {},
) {
  const adapter = createMockAdapter({ connect: { address: alice, chainId: 1 }, ...adapterOptions })
  const kit = createKit({
    networks: [mainnet, optimism, sepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    ...options,
  })
  onTestFinished(() => kit.destroy())
  await kit.ready
  return { kit, adapter }
}

describe('balance', () => {
  it("tokens: reads the app's token for the network, with the token's symbol", async () => {
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const { kit, adapter } = await setup(
      { getBalance: { balance: '250.5', symbol: 'USDC' } },
      { tokens: { 'eip155:1': { address: usdc } } },
    )
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    expect(adapter.calls.getBalance[0]?.token).toEqual({ address: usdc })
    expect(getAccount(kit)?.balance).toBe('250.5')
    expect(getAccount(kit)?.balanceSymbol).toBe('USDC')
    // From the cache, the token's symbol still.
    await fetchBalance(kit)
    expect(adapter.calls.getBalance).toHaveLength(1)
    expect(getAccount(kit)?.balanceSymbol).toBe('USDC')
  })

  it('tokens: a network without a configured token reads the native balance', async () => {
    const { kit, adapter } = await setup(
      { getBalance: { balance: '2', symbol: 'WHATEVER' } },
      { tokens: { 'eip155:10': { address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' } } },
    )
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    expect(adapter.calls.getBalance[0]?.token).toBeUndefined()
    expect(getAccount(kit)?.balanceSymbol).toBe('ETH')
  })

  it('is fetched for the connected account on connect', async () => {
    const { kit, adapter } = await setup()
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    expect(getAccount(kit)?.balance).toBe('1.5')
    expect(getAccount(kit)?.balanceSymbol).toBe('ETH')
    expect(getAccount(kit)?.balanceLoading).toBe(false)
    expect(adapter.calls.getBalance).toHaveLength(1)
    expect(adapter.calls.getBalance[0]?.address).toBe(alice)
    expect(adapter.calls.getBalance[0]?.network.caipNetworkId).toBe('eip155:1')
  })

  it('is loading while the adapter answers', async () => {
    const { kit, adapter } = await setup()
    const pending = adapter.defer('getBalance')
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    expect(getAccount(kit)?.balanceLoading).toBe(true)
    pending.resolve({ balance: '4.2', symbol: 'ETH' })
    await settle()
    expect(getAccount(kit)?.balanceLoading).toBe(false)
    expect(getAccount(kit)?.balance).toBe('4.2')
  })

  it('item 14: on a testnet it is the RPC balance, read through the adapter', async () => {
    const { kit, adapter } = await setup({ connect: { address: alice, chainId: 11155111 } })
    adapter.next('getBalance', { balance: '10000', symbol: 'ETH' })
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    expect(getAccount(kit)?.balance).toBe('10000')
    expect(getAccount(kit)?.balanceSymbol).toBe('ETH')
    expect(getAccount(kit)?.balanceError).toBeUndefined()
    expect(adapter.calls.getBalance).toHaveLength(1)
    expect(adapter.calls.getBalance[0]?.network.caipNetworkId).toBe('eip155:11155111')
  })

  it('item 14: on a testnet whose RPC cannot be read it falls back to 0.00', async () => {
    silenceWarnings()
    const { kit, adapter } = await setup({ connect: { address: alice, chainId: 11155111 } })
    adapter.next('getBalance', new Error('RPC down'))
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    expect(getAccount(kit)?.balance).toBe('0.00')
    expect(getAccount(kit)?.balanceError).toBe('unavailable')
  })

  it('is 0.00 on an unsupported chain without asking the adapter', async () => {
    const { kit, adapter } = await setup({}, { allowUnsupportedChain: true })
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 56 })
    await settle()
    expect(getAccount(kit)?.balance).toBe('0.00')
    expect(adapter.calls.getBalance).toHaveLength(1)
  })

  it('is cached for 30 s, then fetched again', async () => {
    const { kit, adapter } = await setup()
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    expect(adapter.calls.getBalance).toHaveLength(1)

    adapter.next('getBalance', { balance: '2.0', symbol: 'ETH' })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(await fetchBalance(kit)).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(adapter.calls.getBalance).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(1)
    expect(await fetchBalance(kit)).toEqual({ balance: '2.0', symbol: 'ETH' })
    expect(adapter.calls.getBalance).toHaveLength(2)
    expect(getAccount(kit)?.balance).toBe('2.0')
  })

  it('skips the cache when forced', async () => {
    const { kit, adapter } = await setup()
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    adapter.next('getBalance', { balance: '9.9', symbol: 'ETH' })
    expect(await fetchBalance(kit, { force: true })).toEqual({ balance: '9.9', symbol: 'ETH' })
    expect(adapter.calls.getBalance).toHaveLength(2)
  })

  it('falls back to 0.00 on failure and is not refetched for 30 s', async () => {
    const warn = silenceWarnings()
    const { kit, adapter } = await setup()
    adapter.next('getBalance', new Error('RPC down'))
    await connect(kit, { connectorId: 'io.mock' })
    await settle()
    expect(getAccount(kit)?.balance).toBe('0.00')
    expect(getAccount(kit)?.balanceError).toBe('unavailable')
    expect(warn.mock.calls.map((call) => call[0])).toEqual(['[kit] Balance unavailable'])

    await vi.advanceTimersByTimeAsync(29_999)
    expect(await fetchBalance(kit)).toEqual({ balance: '0.00', symbol: 'ETH' })
    expect(adapter.calls.getBalance).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(1)
    expect(await fetchBalance(kit)).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(adapter.calls.getBalance).toHaveLength(2)
    expect(getAccount(kit)?.balanceError).toBeUndefined()
  })

  describe('F04: a late response for the old account or chain is dropped', () => {
    it('when the first answer arrives after the second', async () => {
      const { kit, adapter } = await setup()
      const forAlice = adapter.defer('getBalance')
      const forBob = adapter.defer('getBalance')
      await connect(kit, { connectorId: 'io.mock' })
      await settle()
      adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: bob })
      await settle()
      expect(adapter.calls.getBalance.map((c) => c.address)).toEqual([alice, bob])

      forBob.resolve({ balance: '2.0', symbol: 'ETH' })
      await settle()
      forAlice.resolve({ balance: '1.0', symbol: 'ETH' })
      await settle()
      expect(getAccount(kit)?.address).toBe(bob)
      expect(getAccount(kit)?.balance).toBe('2.0')
    })

    it('when the first answer arrives before the second', async () => {
      const { kit, adapter } = await setup()
      const forAlice = adapter.defer('getBalance')
      const forBob = adapter.defer('getBalance')
      await connect(kit, { connectorId: 'io.mock' })
      await settle()
      adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: bob })
      await settle()

      forAlice.resolve({ balance: '1.0', symbol: 'ETH' })
      await settle()
      expect(getAccount(kit)?.balance).toBeUndefined()
      forBob.resolve({ balance: '2.0', symbol: 'ETH' })
      await settle()
      expect(getAccount(kit)?.balance).toBe('2.0')
    })

    it('when the chain changed meanwhile', async () => {
      const { kit, adapter } = await setup()
      const onMainnet = adapter.defer('getBalance')
      const onOptimism = adapter.defer('getBalance')
      await connect(kit, { connectorId: 'io.mock' })
      await settle()
      adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
      await settle()
      onOptimism.resolve({ balance: '3.0', symbol: 'ETH' })
      await settle()
      onMainnet.resolve({ balance: '1.0', symbol: 'ETH' })
      await settle()
      expect(getAccount(kit)?.caipAddress).toBe(`eip155:10:${alice}`)
      expect(getAccount(kit)?.balance).toBe('3.0')
    })

    it('when a failure for the old account arrives late', async () => {
      const warn = silenceWarnings()
      const { kit, adapter } = await setup()
      const forAlice = adapter.defer('getBalance')
      await connect(kit, { connectorId: 'io.mock' })
      await settle()
      adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: bob })
      await settle()
      forAlice.reject(new Error('RPC down'))
      await settle()
      expect(getAccount(kit)?.balance).toBe('1.5')
      expect(getAccount(kit)?.balanceError).toBeUndefined()
      expect(warn).not.toHaveBeenCalled()
    })
  })

  it('returns nothing without a connected account', async () => {
    const { kit, adapter } = await setup()
    expect(await fetchBalance(kit)).toBeUndefined()
    expect(adapter.calls.getBalance).toHaveLength(0)
  })
})
