// @vitest-environment jsdom
import {
  createTwoNamespaceSession,
  createWalletConnectTestAdapter,
  testSolanaNetwork,
} from '@kit/test-fixtures'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { disconnect } from '../actions/disconnect.js'
import { mainnet } from '../networks/evmNetworks.js'
import {
  endWalletConnectSession,
  walletConnectDisconnectTimeout,
} from './endWalletConnectSession.js'
import { loadWalletConnectProvider } from './loadWalletConnectProvider.js'
import { createWalletConnectKit } from './test/createWalletConnectKit.js'
import { connectApproved, sdk, wc } from './test/mockedWalletConnectSdk.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))

afterEach(() => {
  vi.useRealTimers()
})

async function connected(options: Parameters<typeof createWalletConnectKit>[0] = {}) {
  const test = await createWalletConnectKit(options)
  await connectApproved(test.kit, createTwoNamespaceSession())
  return test
}

describe('ending the WalletConnect session', () => {
  test('ends the session through the provider and stops routing events', async () => {
    const { kit, evm } = await connected()
    const session = evm.sessions[0]?.session
    const listener = vi.fn()
    session?.onEvent(listener)
    await disconnect(kit)
    expect(wc.fake.disconnect).toHaveBeenCalledTimes(1)
    expect(session?.signal.aborted).toBe(true)
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeUndefined()
    wc.fake.emit('session_event', {
      params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 10 } },
    })
    expect(listener).not.toHaveBeenCalled()
    for (const name of ['session_event', 'session_delete', 'disconnect'])
      expect(wc.fake.listenerCount(name)).toBe(0)
  })

  test('does not wait more than the timeout for a relay that never answers', async () => {
    const { kit } = await connected()
    wc.fake.disconnect.mockReturnValue(new Promise(() => {}))
    vi.useFakeTimers()
    let done = false
    const result = endWalletConnectSession(kit).then(() => {
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
    const { kit } = await connected()
    wc.fake.disconnect.mockRejectedValue(new Error('relay closed'))
    await expect(disconnect(kit)).resolves.toBeUndefined()
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeUndefined()
  })

  test('without a session it resolves without asking the provider', async () => {
    const { kit } = await createWalletConnectKit()
    await endWalletConnectSession(kit)
    expect(sdk.init).not.toHaveBeenCalled()
    await loadWalletConnectProvider(kit)
    await endWalletConnectSession(kit)
    expect(wc.fake.disconnect).not.toHaveBeenCalled()
  })

  test('a provider that failed to load does not make the end fail', async () => {
    sdk.init.mockRejectedValue(new Error('blocked'))
    const { kit } = await createWalletConnectKit()
    const loading = loadWalletConnectProvider(kit)
    const ending = endWalletConnectSession(kit)
    await expect(loading).rejects.toThrow()
    await expect(ending).resolves.toBeUndefined()
  })

  test('item 10: disconnecting eip155 ends the session and clears the Solana namespace too', async () => {
    const evm = createWalletConnectTestAdapter({ namespace: 'eip155' })
    const solana = createWalletConnectTestAdapter({ namespace: 'solana' })
    const { kit } = await connected({
      networks: [mainnet, testSolanaNetwork],
      adapters: [evm, solana],
    })
    expect(kit.stores.chains.namespaces.solana?.account.address).toBeDefined()
    await disconnect(kit, { namespace: 'eip155' })
    expect(wc.fake.disconnect).toHaveBeenCalledTimes(1)
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeUndefined()
    expect(kit.stores.chains.namespaces.solana?.account.address).toBeUndefined()
    expect(solana.sessions[0]?.session.signal.aborted).toBe(true)
    // Neither adapter's own disconnect runs: the session is core's.
    expect(evm.calls.disconnect).toEqual([])
    expect(solana.calls.disconnect).toEqual([])
  })
})
