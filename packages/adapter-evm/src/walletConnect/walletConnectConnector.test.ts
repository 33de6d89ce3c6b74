import { describe, expect, test, vi } from 'vitest'
import { useFakeWalletConnectSdk } from './test/createFakeUniversalProvider.js'
import { walletConnectConnector, walletConnectConnectorId } from './walletConnectConnector.js'

const sdk = vi.hoisted(() => ({ init: vi.fn() }))
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: sdk }))
const wc = useFakeWalletConnectSdk(sdk)

describe('the WalletConnect connector', () => {
  test('is reported at setup when WalletConnect is enabled', () => {
    const { events } = wc.adapter()
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
    const { events } = wc.adapter({ enabled: false })
    expect(events).toEqual([])
  })
})
