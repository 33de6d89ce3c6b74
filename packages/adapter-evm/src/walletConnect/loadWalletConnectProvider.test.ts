import { WalletConnectUnavailableError } from '@kit/core'
import { describe, expect, test, vi } from 'vitest'
import {
  createFakeSession,
  createFakeUniversalProvider,
  useFakeWalletConnectSdk,
} from './test/createFakeUniversalProvider.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

const sdk = vi.hoisted(() => ({ init: vi.fn() }))
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: sdk }))
const wc = useFakeWalletConnectSdk(sdk)

async function approvedConnect(connect: () => Promise<unknown>) {
  const result = connect()
  ;(await wc.fake.nextPairing()).approve()
  return result
}

describe('loading the WalletConnect provider', () => {
  test('without a WalletConnect context, connecting rejects for the missing project id', async () => {
    const { connect } = wc.adapter({ enabled: false })
    const error = await connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect((error as WalletConnectUnavailableError).reason).toBe('projectId')
    expect(sdk.init).not.toHaveBeenCalled()
  })

  test('starts the SDK once per adapter', async () => {
    const { adapter, connect } = wc.adapter()
    await approvedConnect(connect)
    await adapter.disconnect({ connectorId: walletConnectConnectorId })
    await approvedConnect(connect)
    await adapter.reconnect({ connectorId: walletConnectConnectorId })
    expect(wc.fake.connect).toHaveBeenCalledTimes(2)
    expect(sdk.init).toHaveBeenCalledTimes(1)
  })

  test('calls made while it loads share one start', async () => {
    wc.fake.session = createFakeSession()
    const { adapter, connect } = wc.adapter()
    await Promise.all([connect(), adapter.reconnect({ connectorId: walletConnectConnectorId })])
    expect(sdk.init).toHaveBeenCalledTimes(1)
  })

  test('two adapters start a provider each', async () => {
    const other = createFakeUniversalProvider({ session: createFakeSession() })
    sdk.init.mockImplementationOnce(async () => other.asProvider())
    const first = wc.adapter()
    const second = wc.adapter()
    await first.connect()
    await approvedConnect(second.connect)
    expect(sdk.init).toHaveBeenCalledTimes(2)
    expect(first.adapter.getProvider({ connectorId: walletConnectConnectorId })).toBe(other)
    expect(second.adapter.getProvider({ connectorId: walletConnectConnectorId })).toBe(wc.fake)
  })

  test('a failed load rejects as unavailable and is retried on the next connect', async () => {
    const cause = new Error('Failed to fetch dynamically imported module')
    sdk.init.mockRejectedValueOnce(cause)
    const { connect } = wc.adapter()
    const error = await connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect((error as WalletConnectUnavailableError).reason).toBe('load')
    expect((error as WalletConnectUnavailableError).cause).toBe(cause)
    await expect(approvedConnect(connect)).resolves.toMatchObject({ chainId: 1 })
    expect(sdk.init).toHaveBeenCalledTimes(2)
  })

  test('a failed load also makes reconnect reject as unavailable', async () => {
    sdk.init.mockRejectedValueOnce(new Error('blocked'))
    const { adapter } = wc.adapter()
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId }),
    ).rejects.toMatchObject({ reason: 'load' })
  })
})
