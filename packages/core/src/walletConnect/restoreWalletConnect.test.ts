// @vitest-environment jsdom
import {
  createFakeSession,
  createTwoNamespaceSession,
  createWalletConnectTestAdapter,
  sessionAddress,
  solanaSessionAddress,
  testSolanaNetwork,
} from '@kit/test-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { mainnet } from '../networks/evmNetworks.js'
import { restoreWalletConnect } from './restoreWalletConnect.js'
import { createWalletConnectKit } from './test/createWalletConnectKit.js'
import { wc } from './test/mockedWalletConnectSdk.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))

describe('restoring WalletConnect', () => {
  test('restores a stored session without a pairing, and follows its events', async () => {
    wc.fake.session = createFakeSession()
    const { kit, evm } = await createWalletConnectKit()
    await expect(restoreWalletConnect(kit)).resolves.toEqual({
      eip155: { address: sessionAddress, chainId: 1 },
    })
    expect(wc.fake.connect).not.toHaveBeenCalled()
    const listener = vi.fn()
    evm.sessions[0]?.session.onEvent(listener)
    wc.fake.emit('session_event', {
      params: { chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } },
    })
    expect(listener).toHaveBeenCalledWith({ name: 'chainChanged', data: 10, chainId: 'eip155:10' })
  })

  test('resolves undefined when no session is stored, without proposing one', async () => {
    const { kit, evm } = await createWalletConnectKit()
    await expect(restoreWalletConnect(kit)).resolves.toBeUndefined()
    expect(wc.fake.connect).not.toHaveBeenCalled()
    expect(wc.fake.setDefaultChain).not.toHaveBeenCalled()
    expect(evm.sessions).toEqual([])
    expect(kit.runtime.walletConnect.session).toBeUndefined()
  })

  test('item 10: after a reload, the stored session restores both namespaces', async () => {
    const adapters = () => [
      createWalletConnectTestAdapter({ namespace: 'eip155' }),
      createWalletConnectTestAdapter({ namespace: 'solana' }),
    ]
    const networks = [mainnet, testSolanaNetwork] as const
    const first = await createWalletConnectKit({ networks, adapters: adapters() })
    const result = connect(first.kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve(createTwoNamespaceSession())
    await result
    first.kit.destroy()

    // The page reloads: the SDK finds its stored session.
    const [evm, solana] = adapters()
    if (!evm || !solana) throw new Error('adapters')
    const { kit } = await createWalletConnectKit({
      networks,
      adapters: [evm, solana],
      storage: first.storage,
    })
    await vi.waitFor(() => expect(kit.stores.connection.initialized).toBe(true))
    expect(kit.stores.connection.status).toBe('connected')
    expect(kit.stores.chains.namespaces.eip155?.account).toMatchObject({
      address: sessionAddress,
      connectorId: 'walletConnect',
      status: 'connected',
    })
    expect(kit.stores.chains.namespaces.solana?.account).toMatchObject({
      address: solanaSessionAddress,
      connectorId: 'walletConnect',
      status: 'connected',
    })
    // Restored once, for both namespaces.
    expect(evm.sessions).toHaveLength(1)
    expect(solana.sessions).toHaveLength(1)
    expect(wc.fake.connect).toHaveBeenCalledTimes(1)
  })

  test('after a reload with the session gone, the stored namespaces end disconnected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = await createWalletConnectKit()
    const result = connect(first.kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve()
    await result
    first.kit.destroy()
    wc.fake.session = undefined
    const { kit } = await createWalletConnectKit({ storage: first.storage })
    await vi.waitFor(() => expect(kit.stores.connection.initialized).toBe(true))
    expect(kit.stores.connection.status).toBe('disconnected')
    expect(kit.stores.chains.namespaces.eip155?.account.status).toBe('disconnected')
    warn.mockRestore()
  })
})
