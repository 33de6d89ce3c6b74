import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mainnet, optimism } from '../test/fixtures.js'
import {
  createFakeSession,
  createFakeUniversalProvider,
  type FakeUniversalProvider,
  otherSessionAddress,
  sessionAddress,
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
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup() {
  const test = setupWalletConnectAdapter()
  cleanups.push(test.teardown)
  return test
}

describe('reconnecting through WalletConnect', () => {
  test('restores a stored session on the network passed, when the session approved it', async () => {
    fake.session = createFakeSession()
    const { adapter, events } = setup()
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId, network: optimism }),
    ).resolves.toEqual({
      address: sessionAddress,
      chainId: 10,
      accounts: [{ namespace: 'eip155', address: sessionAddress, type: 'eoa' }],
      walletInfo: { name: 'Peer Wallet', icon: 'https://wallet.example.test/icon.png' },
    })
    expect(fake.setDefaultChain).toHaveBeenCalledWith('eip155:10')
    expect(fake.connect).not.toHaveBeenCalled()
    fake.emit('accountsChanged', [otherSessionAddress])
    expect(events).toContainEqual({
      type: 'accountsChanged',
      connectorId: walletConnectConnectorId,
      address: otherSessionAddress,
    })
  })

  test("resumes on the session's first chain without a network, or one it did not approve", async () => {
    fake.session = createFakeSession({
      accounts: [`eip155:10:${sessionAddress}`, `eip155:42161:${sessionAddress}`],
    })
    const { adapter } = setup()
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId }),
    ).resolves.toMatchObject({ chainId: 10 })
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId, network: mainnet }),
    ).resolves.toMatchObject({ chainId: 10 })
    expect(fake.setDefaultChain.mock.calls).toEqual([['eip155:10'], ['eip155:10']])
  })

  test('resolves undefined when no session is stored, without proposing one', async () => {
    const { adapter, events } = setup()
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId, network: mainnet }),
    ).resolves.toBeUndefined()
    expect(fake.connect).not.toHaveBeenCalled()
    expect(fake.setDefaultChain).not.toHaveBeenCalled()
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
    expect(events.some((event) => event.type === 'pairingUri')).toBe(false)
  })
})
