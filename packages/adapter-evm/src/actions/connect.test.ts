// @vitest-environment jsdom
import { ConnectorNotFoundError, InvalidChainIdError, UserRejectedRequestError } from '@kit/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { InvalidAccountsError } from '../errors/wallet.js'
import { announceWallet, walletInfo } from '../test/announceWallet.js'
import { createMockProvider, testAccountChecksummed } from '../test/createMockProvider.js'
import { createTestContext, mainnet } from '../test/fixtures.js'
import { setupTestWallet, testConnectorId } from '../test/setupTestWallet.js'

const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cleanups: (() => void)[] = []
const wallet = (...args: Parameters<typeof setupTestWallet>) => {
  const test = setupTestWallet(...args)
  cleanups.push(test.cleanup)
  return test
}

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('connect', () => {
  test('asks for accounts, reads the chain and returns a checksummed address', async () => {
    const { connect, provider, info } = wallet()
    await expect(connect()).resolves.toEqual({
      address: testAccountChecksummed,
      chainId: 1,
      accounts: [{ namespace: 'eip155', address: testAccountChecksummed, type: 'eoa' }],
      walletInfo: { name: 'Example Wallet', icon: info.icon, rdns: testConnectorId },
    })
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  test('a declined prompt (4001) throws UserRejectedRequestError and subscribes nothing (F07)', async () => {
    const { connect, provider } = wallet(
      {},
      {
        eth_requestAccounts: () => {
          throw { code: 4001, message: 'User rejected the request.' }
        },
      },
    )
    await expect(connect()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(provider.listenerCount()).toBe(0)
  })

  test.each(['0x01', '0x', 'mainnet', 1.5])(
    'a chain id of %j is a typed error',
    async (chainId) => {
      const { connect } = wallet({}, { eth_chainId: () => chainId })
      await expect(connect()).rejects.toBeInstanceOf(InvalidChainIdError)
    },
  )

  test.each([[[]], [['0x123']], ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'], [null]])(
    'accounts of %j are a typed error',
    async (accounts) => {
      const { connect } = wallet({}, { eth_requestAccounts: () => accounts })
      await expect(connect()).rejects.toBeInstanceOf(InvalidAccountsError)
    },
  )

  test('waits up to 1000 ms for a wallet that announces late', async () => {
    vi.useFakeTimers()
    const adapter = createEvmAdapter()
    cleanups.push(adapter.setup(createTestContext()))
    const discoveryTimers = vi.getTimerCount()
    const pending = adapter.connect({ connectorId: 'io.late.wallet', network: mainnet })
    await vi.advanceTimersByTimeAsync(900)
    announceWallet({ info: walletInfo({ rdns: 'io.late.wallet' }) })
    await expect(pending).resolves.toMatchObject({ address: testAccountChecksummed })
    expect(vi.getTimerCount()).toBe(discoveryTimers)
  })

  test('throws ConnectorNotFoundError when no such wallet shows up within 1000 ms', async () => {
    vi.useFakeTimers()
    const adapter = createEvmAdapter()
    cleanups.push(adapter.setup(createTestContext()))
    const pending = adapter.connect({ connectorId: 'io.missing.wallet', network: mainnet })
    const settled = expect(pending).rejects.toBeInstanceOf(ConnectorNotFoundError)
    await vi.advanceTimersByTimeAsync(1000)
    await settled
    expect(vi.getTimerCount()).toBe(0)
  })

  test('connects the legacy injected wallet', async () => {
    const provider = createMockProvider()
    ;(window as { ethereum?: unknown }).ethereum = provider
    const adapter = createEvmAdapter()
    cleanups.push(adapter.setup(createTestContext()))
    const result = await adapter.connect({ connectorId: 'injected', network: mainnet })
    expect(result.walletInfo).toEqual({ name: 'Browser Wallet', icon: undefined, rdns: undefined })
    // The app is given the wallet's provider, its wallet_sendCalls checked (guardProvider).
    const given = adapter.getProvider({ connectorId: 'injected' }) as typeof provider
    provider.handle('eth_blockNumber', () => '0x10')
    expect(await given.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(given.calls).toBe(provider.calls)
  })
})

describe('wallet events after connect', () => {
  test('forwards accountsChanged with a checksummed address', async () => {
    const { connect, provider, events } = wallet()
    await connect()
    provider.emit('accountsChanged', [other.toLowerCase()])
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId: testConnectorId,
      address: other,
    })
  })

  test('forwards chainChanged as a number', async () => {
    const { connect, provider, events } = wallet()
    await connect()
    provider.emit('chainChanged', '0xa')
    expect(events.at(-1)).toEqual({
      type: 'chainChanged',
      connectorId: testConnectorId,
      chainId: 10,
    })
  })

  test('forwards accountsChanged([]) as an undefined address and stops listening (F08)', async () => {
    const { connect, provider, events } = wallet()
    await connect()
    provider.emit('accountsChanged', [])
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      connectorId: testConnectorId,
      address: undefined,
    })
    expect(provider.listenerCount()).toBe(0)
  })

  test('forwards disconnect and stops listening', async () => {
    const { connect, provider, events } = wallet()
    await connect()
    provider.emit('disconnect', { code: 4900, message: 'Disconnected' })
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: testConnectorId })
    expect(provider.listenerCount()).toBe(0)
  })

  test('ignores a 1013 disconnect, which wallets send while they reconnect to their node', async () => {
    const { connect, provider, events } = wallet()
    await connect()
    const before = events.length
    provider.emit('disconnect', { code: 1013, message: 'Try again later' })
    expect(events).toHaveLength(before)
    expect(provider.listenerCount()).toBe(3)
  })

  test('ignores malformed events with a warning, never forwarding NaN or junk', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { connect, provider, events } = wallet()
    await connect()
    const before = events.length
    provider.emit('chainChanged', '0x01')
    provider.emit('chainChanged', 'NaN')
    provider.emit('accountsChanged', ['0xnot-an-address'])
    expect(events).toHaveLength(before)
    expect(warn).toHaveBeenCalledTimes(3)
  })

  test('connecting again does not subscribe twice', async () => {
    const { connect, provider } = wallet()
    await connect()
    await connect()
    expect(provider.listenerCount()).toBe(3)
  })

  test('the setup teardown removes the wallet listeners too', async () => {
    const { connect, provider, cleanup } = wallet()
    await connect()
    cleanup()
    expect(provider.listenerCount()).toBe(0)
  })
})
