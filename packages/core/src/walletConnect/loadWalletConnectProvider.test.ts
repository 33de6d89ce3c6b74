// @vitest-environment jsdom
import { createFakeSession, createFakeUniversalProvider } from '@kit/test-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { WalletConnectUnavailableError } from '../errors/walletConnect.js'
import { loadWalletConnectProvider } from './loadWalletConnectProvider.js'
import { restoreWalletConnect } from './restoreWalletConnect.js'
import { createWalletConnectKit } from './test/createWalletConnectKit.js'
import { connectApproved, sdk, wc } from './test/mockedWalletConnectSdk.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))

describe('loading the WalletConnect provider', () => {
  test('without a project id it rejects for the missing project id, loading nothing', async () => {
    const { kit } = await createWalletConnectKit({ projectId: undefined })
    const error = await loadWalletConnectProvider(kit).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect((error as WalletConnectUnavailableError).reason).toBe('projectId')
    expect(sdk.init).not.toHaveBeenCalled()
  })

  test('with WalletConnect turned off it rejects the same way', async () => {
    const { kit } = await createWalletConnectKit({ enableWalletConnect: false })
    await expect(loadWalletConnectProvider(kit)).rejects.toMatchObject({ reason: 'projectId' })
    expect(sdk.init).not.toHaveBeenCalled()
  })

  test('starts the SDK once per kit', async () => {
    const { kit } = await createWalletConnectKit()
    await connectApproved(kit)
    await disconnect(kit)
    await connectApproved(kit)
    await restoreWalletConnect(kit)
    expect(wc.fake.connect).toHaveBeenCalledTimes(2)
    expect(sdk.init).toHaveBeenCalledTimes(1)
  })

  test('calls made while it loads share one start', async () => {
    wc.fake.session = createFakeSession()
    const { kit } = await createWalletConnectKit()
    await Promise.all([connect(kit, { connectorId: 'walletConnect' }), restoreWalletConnect(kit)])
    expect(sdk.init).toHaveBeenCalledTimes(1)
  })

  test('two kits start a provider each', async () => {
    const other = createFakeUniversalProvider({ session: createFakeSession() })
    sdk.init.mockImplementationOnce(async () => other)
    const first = await createWalletConnectKit({ storageKeyPrefix: '@a/' })
    const second = await createWalletConnectKit({ storageKeyPrefix: '@b/' })
    await connect(first.kit, { connectorId: 'walletConnect' })
    await connectApproved(second.kit)
    expect(sdk.init).toHaveBeenCalledTimes(2)
    await expect(first.kit.runtime.walletConnect.provider).resolves.toBe(other)
    await expect(second.kit.runtime.walletConnect.provider).resolves.toBe(wc.fake)
  })

  test('a failed load rejects as unavailable and is retried on the next connect', async () => {
    const cause = new Error('Failed to fetch dynamically imported module')
    sdk.init.mockRejectedValueOnce(cause)
    const { kit } = await createWalletConnectKit()
    const error = await connect(kit, { connectorId: 'walletConnect' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect((error as WalletConnectUnavailableError).reason).toBe('load')
    expect((error as WalletConnectUnavailableError).cause).toBe(cause)
    expect(kit.runtime.walletConnect.provider).toBeUndefined()
    await expect(connectApproved(kit)).resolves.toMatchObject({ chainId: 1 })
    expect(sdk.init).toHaveBeenCalledTimes(2)
  })

  test('a failed load also makes a restore reject as unavailable', async () => {
    sdk.init.mockRejectedValueOnce(new Error('blocked'))
    const { kit } = await createWalletConnectKit()
    await expect(restoreWalletConnect(kit)).rejects.toMatchObject({ reason: 'load' })
  })
})
