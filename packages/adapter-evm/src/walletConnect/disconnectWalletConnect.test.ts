import { afterEach, describe, expect, test, vi } from 'vitest'
import { mainnet } from '../test/fixtures.js'
import { walletConnectDisconnectTimeout } from './disconnectWalletConnect.js'
import { otherSessionAddress, useFakeWalletConnectSdk } from './test/createFakeUniversalProvider.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

const sdk = vi.hoisted(() => ({ init: vi.fn() }))
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: sdk }))
const wc = useFakeWalletConnectSdk(sdk)

afterEach(() => {
  vi.useRealTimers()
})

describe('disconnecting WalletConnect', () => {
  test('ends the session through the provider and stops forwarding events', async () => {
    const { adapter, events, disconnect } = await wc.connected()
    await disconnect()
    expect(wc.fake.disconnect).toHaveBeenCalledTimes(1)
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
    wc.fake.emit('accountsChanged', [otherSessionAddress])
    wc.fake.emit('chainChanged', '10')
    wc.fake.emit('disconnect', { code: 6000, message: 'User disconnected.' })
    expect(events).toEqual([])
  })

  test('does not wait more than the timeout for a relay that never answers', async () => {
    const { disconnect } = await wc.connected()
    wc.fake.disconnect.mockReturnValue(new Promise(() => {}))
    vi.useFakeTimers()
    let done = false
    const result = disconnect().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(walletConnectDisconnectTimeout - 1)
    expect(wc.fake.disconnect).toHaveBeenCalled()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    await result
    expect(walletConnectDisconnectTimeout).toBeLessThanOrEqual(1_000)
  })

  test('a failing relay does not make the disconnect fail', async () => {
    const { disconnect } = await wc.connected()
    wc.fake.disconnect.mockRejectedValue(new Error('relay closed'))
    await expect(disconnect()).resolves.toBeUndefined()
  })

  test('without a session it resolves without asking the provider', async () => {
    const test = wc.adapter()
    await test.adapter.disconnect({ connectorId: walletConnectConnectorId })
    expect(sdk.init).not.toHaveBeenCalled()
    await test.adapter.reconnect({ connectorId: walletConnectConnectorId })
    await test.adapter.disconnect({ connectorId: walletConnectConnectorId })
    expect(wc.fake.disconnect).not.toHaveBeenCalled()
  })

  test('a provider that failed to load does not make the disconnect fail', async () => {
    sdk.init.mockRejectedValue(new Error('blocked'))
    const test = wc.adapter()
    const connect = test.adapter.connect({
      connectorId: walletConnectConnectorId,
      network: mainnet,
    })
    const disconnect = test.adapter.disconnect({ connectorId: walletConnectConnectorId })
    await expect(connect).rejects.toThrow()
    await expect(disconnect).resolves.toBeUndefined()
  })
})
