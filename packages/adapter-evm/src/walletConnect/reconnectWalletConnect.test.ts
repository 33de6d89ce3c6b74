import { describe, expect, test, vi } from 'vitest'
import { mainnet, optimism } from '../test/fixtures.js'
import {
  createFakeSession,
  otherSessionAddress,
  sessionAddress,
  useFakeWalletConnectSdk,
} from './test/createFakeUniversalProvider.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

const sdk = vi.hoisted(() => ({ init: vi.fn() }))
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: sdk }))
const wc = useFakeWalletConnectSdk(sdk)

describe('reconnecting through WalletConnect', () => {
  test('restores a stored session on the network passed, when the session approved it', async () => {
    wc.fake.session = createFakeSession()
    const { adapter, events } = wc.adapter()
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId, network: optimism }),
    ).resolves.toEqual({
      address: sessionAddress,
      chainId: 10,
      accounts: [{ namespace: 'eip155', address: sessionAddress, type: 'eoa' }],
      walletInfo: { name: 'Peer Wallet', icon: 'https://wallet.example.test/icon.png' },
    })
    expect(wc.fake.setDefaultChain).toHaveBeenCalledWith('eip155:10')
    expect(wc.fake.connect).not.toHaveBeenCalled()
    wc.fake.emit('accountsChanged', [otherSessionAddress])
    expect(events).toContainEqual({
      type: 'accountsChanged',
      connectorId: walletConnectConnectorId,
      address: otherSessionAddress,
    })
  })

  test("resumes on the session's first chain without a network, or one it did not approve", async () => {
    wc.fake.session = createFakeSession({
      accounts: [`eip155:10:${sessionAddress}`, `eip155:42161:${sessionAddress}`],
    })
    const { adapter } = wc.adapter()
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId }),
    ).resolves.toMatchObject({ chainId: 10 })
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId, network: mainnet }),
    ).resolves.toMatchObject({ chainId: 10 })
    expect(wc.fake.setDefaultChain.mock.calls).toEqual([['eip155:10'], ['eip155:10']])
  })

  test('resolves undefined when no session is stored, without proposing one', async () => {
    const { adapter, events } = wc.adapter()
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId, network: mainnet }),
    ).resolves.toBeUndefined()
    expect(wc.fake.connect).not.toHaveBeenCalled()
    expect(wc.fake.setDefaultChain).not.toHaveBeenCalled()
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
    expect(events.some((event) => event.type === 'pairingUri')).toBe(false)
  })
})
