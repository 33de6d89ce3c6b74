import { afterEach, describe, expect, test } from 'vitest'
import { setupWalletConnectAdapter } from './test/createFakeUniversalProvider.js'
import { walletConnectConnector, walletConnectConnectorId } from './walletConnectConnector.js'

const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('the WalletConnect connector', () => {
  test('is reported at setup when WalletConnect is enabled', () => {
    const { events, teardown } = setupWalletConnectAdapter()
    cleanups.push(teardown)
    expect(events).toEqual([{ type: 'connectors', connectors: [walletConnectConnector] }])
    expect(walletConnectConnector).toMatchObject({
      id: walletConnectConnectorId,
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
    // The modal draws its own icon for it; nothing heavy rides on first paint.
    expect(walletConnectConnector.imageUrl).toBeUndefined()
  })

  test('is not reported when WalletConnect is off', () => {
    const { events, teardown } = setupWalletConnectAdapter({ enabled: false })
    cleanups.push(teardown)
    expect(events).toEqual([])
  })
})
