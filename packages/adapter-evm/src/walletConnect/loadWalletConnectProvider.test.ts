import { WalletConnectUnavailableError } from '@kit/core'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mainnet } from '../test/fixtures.js'
import {
  createFakeSession,
  createFakeUniversalProvider,
  type FakeUniversalProvider,
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

function setup(...args: Parameters<typeof setupWalletConnectAdapter>) {
  const test = setupWalletConnectAdapter(...args)
  cleanups.push(test.teardown)
  const connect = () =>
    test.adapter.connect({ connectorId: walletConnectConnectorId, network: mainnet })
  return { ...test, connect }
}

async function approvedConnect(connect: () => Promise<unknown>) {
  const result = connect()
  ;(await fake.nextPairing()).approve()
  return result
}

describe('loading the WalletConnect provider', () => {
  test('without a WalletConnect context, connecting rejects for the missing project id', async () => {
    const { connect } = setup({ enabled: false })
    const error = await connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect((error as WalletConnectUnavailableError).reason).toBe('projectId')
    expect(sdk.init).not.toHaveBeenCalled()
  })

  test('starts the SDK once per adapter', async () => {
    const { adapter, connect } = setup()
    await approvedConnect(connect)
    await adapter.disconnect({ connectorId: walletConnectConnectorId })
    await approvedConnect(connect)
    await adapter.reconnect({ connectorId: walletConnectConnectorId })
    expect(fake.connect).toHaveBeenCalledTimes(2)
    expect(sdk.init).toHaveBeenCalledTimes(1)
  })

  test('calls made while it loads share one start', async () => {
    fake.session = createFakeSession()
    const { adapter, connect } = setup()
    await Promise.all([connect(), adapter.reconnect({ connectorId: walletConnectConnectorId })])
    expect(sdk.init).toHaveBeenCalledTimes(1)
  })

  test('two adapters start a provider each', async () => {
    const other = createFakeUniversalProvider({ session: createFakeSession() })
    sdk.init.mockImplementationOnce(async () => other.asProvider())
    const first = setup()
    const second = setup()
    await first.connect()
    await approvedConnect(second.connect)
    expect(sdk.init).toHaveBeenCalledTimes(2)
    expect(first.adapter.getProvider({ connectorId: walletConnectConnectorId })).toBe(other)
    expect(second.adapter.getProvider({ connectorId: walletConnectConnectorId })).toBe(fake)
  })

  test('a failed load rejects as unavailable and is retried on the next connect', async () => {
    const cause = new Error('Failed to fetch dynamically imported module')
    sdk.init.mockRejectedValueOnce(cause)
    const { connect } = setup()
    const error = await connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect((error as WalletConnectUnavailableError).reason).toBe('load')
    expect((error as WalletConnectUnavailableError).cause).toBe(cause)
    await expect(approvedConnect(connect)).resolves.toMatchObject({ chainId: 1 })
    expect(sdk.init).toHaveBeenCalledTimes(2)
  })

  test('a failed load also makes reconnect reject as unavailable', async () => {
    sdk.init.mockRejectedValueOnce(new Error('blocked'))
    const { adapter } = setup()
    await expect(
      adapter.reconnect({ connectorId: walletConnectConnectorId }),
    ).rejects.toMatchObject({ reason: 'load' })
  })
})
