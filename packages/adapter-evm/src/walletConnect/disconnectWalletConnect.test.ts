import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mainnet } from '../test/fixtures.js'
import { walletConnectDisconnectTimeout } from './disconnectWalletConnect.js'
import {
  createFakeUniversalProvider,
  type FakeUniversalProvider,
  otherSessionAddress,
  setupWalletConnectAdapter,
} from './test/createFakeUniversalProvider.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

const sdk = vi.hoisted(() => ({ init: vi.fn() }))
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: sdk }))

const cleanups: (() => void)[] = []
let fake: FakeUniversalProvider

beforeEach(() => {
  fake = createFakeUniversalProvider()
  sdk.init.mockReset()
  sdk.init.mockImplementation(async () => fake.asProvider())
})

afterEach(() => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connected() {
  const test = setupWalletConnectAdapter()
  cleanups.push(test.teardown)
  const result = test.adapter.connect({ connectorId: walletConnectConnectorId, network: mainnet })
  ;(await fake.nextPairing()).approve()
  await result
  test.events.splice(0)
  const disconnect = () => test.adapter.disconnect({ connectorId: walletConnectConnectorId })
  return { ...test, disconnect }
}

describe('disconnecting WalletConnect', () => {
  test('ends the session through the provider and stops forwarding events', async () => {
    const { adapter, events, disconnect } = await connected()
    await disconnect()
    expect(fake.disconnect).toHaveBeenCalledTimes(1)
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
    fake.emit('accountsChanged', [otherSessionAddress])
    fake.emit('chainChanged', '10')
    fake.emit('disconnect', { code: 6000, message: 'User disconnected.' })
    expect(events).toEqual([])
  })

  test('does not wait more than the timeout for a relay that never answers', async () => {
    const { disconnect } = await connected()
    fake.disconnect.mockReturnValue(new Promise(() => {}))
    vi.useFakeTimers()
    let done = false
    const result = disconnect().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(walletConnectDisconnectTimeout - 1)
    expect(fake.disconnect).toHaveBeenCalled()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    await result
    expect(walletConnectDisconnectTimeout).toBeLessThanOrEqual(1_000)
  })

  test('a failing relay does not make the disconnect fail', async () => {
    const { disconnect } = await connected()
    fake.disconnect.mockRejectedValue(new Error('relay closed'))
    await expect(disconnect()).resolves.toBeUndefined()
  })

  test('without a session it resolves without asking the provider', async () => {
    const test = setupWalletConnectAdapter()
    cleanups.push(test.teardown)
    await test.adapter.disconnect({ connectorId: walletConnectConnectorId })
    expect(sdk.init).not.toHaveBeenCalled()
    await test.adapter.reconnect({ connectorId: walletConnectConnectorId })
    await test.adapter.disconnect({ connectorId: walletConnectConnectorId })
    expect(fake.disconnect).not.toHaveBeenCalled()
  })

  test('a provider that failed to load does not make the disconnect fail', async () => {
    sdk.init.mockRejectedValue(new Error('blocked'))
    const test = setupWalletConnectAdapter()
    cleanups.push(test.teardown)
    const connect = test.adapter.connect({
      connectorId: walletConnectConnectorId,
      network: mainnet,
    })
    const disconnect = test.adapter.disconnect({ connectorId: walletConnectConnectorId })
    await expect(connect).rejects.toThrow()
    await expect(disconnect).resolves.toBeUndefined()
  })
})
