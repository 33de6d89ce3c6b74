// @vitest-environment jsdom
import {
  createTwoNamespaceSession,
  createWalletConnectTestAdapter,
  sessionAddress,
  solanaMainnetId,
  solanaSessionAddress,
  testSolanaNetwork,
} from '@kit/test-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { WalletConnectSessionError } from '../errors/walletConnect.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'
import { startWalletConnectSession } from './startWalletConnectSession.js'
import { createWalletConnectKit } from './test/createWalletConnectKit.js'
import { connectApproved, wc } from './test/mockedWalletConnectSdk.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))

/** A kit connected through one session approving eip155 and Solana. */
async function connectedToBoth() {
  const evm = createWalletConnectTestAdapter({ namespace: 'eip155' })
  const solana = createWalletConnectTestAdapter({ namespace: 'solana' })
  const { kit } = await createWalletConnectKit({
    networks: [mainnet, optimism, testSolanaNetwork],
    adapters: [evm, solana],
  })
  await connectApproved(kit, createTwoNamespaceSession())
  const evmSession = evm.sessions[0]?.session
  const solanaSession = solana.sessions[0]?.session
  if (!evmSession || !solanaSession) throw new Error('both namespaces should have connected')
  return { kit, evmSession, solanaSession }
}

const sessionEvent = (chainId: string, name: string, data: unknown) => ({
  topic: 'session-topic',
  params: { chainId, event: { name, data } },
})

describe('a WalletConnect session', () => {
  test("hands each namespace the wallet's events on its chains", async () => {
    const { evmSession } = await connectedToBoth()
    const seen: unknown[] = []
    evmSession.onEvent((event) => seen.push(event))
    wc.fake.emit('session_event', sessionEvent('eip155:10', 'chainChanged', 10))
    expect(seen).toEqual([{ name: 'chainChanged', data: 10, chainId: 'eip155:10' }])
  })

  test('ignores a session event without a chain or a name', async () => {
    const { evmSession } = await connectedToBoth()
    const listener = vi.fn()
    evmSession.onEvent(listener)
    wc.fake.emit('session_event', { params: { event: { name: 'chainChanged', data: 1 } } })
    wc.fake.emit('session_event', { params: { chainId: 'eip155:1', event: { data: 1 } } })
    wc.fake.emit('session_event', null)
    expect(listener).not.toHaveBeenCalled()
  })

  test('an unsubscribed listener hears no more', async () => {
    const { evmSession } = await connectedToBoth()
    const listener = vi.fn()
    evmSession.onEvent(listener)()
    wc.fake.emit('session_event', sessionEvent('eip155:1', 'accountsChanged', []))
    expect(listener).not.toHaveBeenCalled()
  })

  test('item 10: a session event reaches only the namespace its chainId names', async () => {
    const { evmSession, solanaSession } = await connectedToBoth()
    const evmEvents = vi.fn()
    const solanaEvents = vi.fn()
    evmSession.onEvent(evmEvents)
    solanaSession.onEvent(solanaEvents)
    wc.fake.emit('session_event', sessionEvent(solanaMainnetId, 'accountsChanged', ['x']))
    expect(solanaEvents).toHaveBeenCalledWith({
      name: 'accountsChanged',
      data: ['x'],
      chainId: solanaMainnetId,
    })
    expect(evmEvents).not.toHaveBeenCalled()
    wc.fake.emit('session_event', sessionEvent('eip155:1', 'chainChanged', 1))
    expect(evmEvents).toHaveBeenCalledTimes(1)
    expect(solanaEvents).toHaveBeenCalledTimes(1)
  })

  test('a request goes to the SDK on its chain, made the default chain first (once)', async () => {
    const { evmSession } = await connectedToBoth()
    wc.fake.request.mockResolvedValue('0xsigned')
    await expect(
      evmSession.request({
        chainId: 'eip155:10',
        method: 'personal_sign',
        params: ['0x68', sessionAddress],
      }),
    ).resolves.toBe('0xsigned')
    await evmSession.request({ chainId: 'eip155:10', method: 'eth_chainId' })
    expect(wc.fake.setDefaultChain.mock.calls).toEqual([['eip155:10']])
    expect(wc.fake.request.mock.calls).toEqual([
      [{ method: 'personal_sign', params: ['0x68', sessionAddress] }, 'eip155:10'],
      [{ method: 'eth_chainId' }, 'eip155:10'],
    ])
  })

  test('item 10: a Solana part request goes through provider.request on its Solana chain', async () => {
    const { solanaSession } = await connectedToBoth()
    wc.fake.request.mockResolvedValue({ signature: 'sig' })
    const params = { message: 'aGVsbG8=', pubkey: 'key' }
    await expect(
      solanaSession.request({ chainId: solanaMainnetId, method: 'solana_signMessage', params }),
    ).resolves.toEqual({ signature: 'sig' })
    expect(wc.fake.request).toHaveBeenCalledWith(
      { method: 'solana_signMessage', params },
      solanaMainnetId,
    )
    expect(wc.fake.setDefaultChain).toHaveBeenCalledWith(solanaMainnetId)
  })

  test("a request for another namespace's chain is refused", async () => {
    const { solanaSession } = await connectedToBoth()
    await expect(
      solanaSession.request({ chainId: 'eip155:1', method: 'personal_sign' }),
    ).rejects.toBeInstanceOf(TypeError)
    expect(wc.fake.request).not.toHaveBeenCalled()
  })

  test.each(['session_delete', 'disconnect'])(
    'item 10: a wallet-side %s clears both namespaces and closes the session',
    async (event) => {
      const { kit, evmSession, solanaSession } = await connectedToBoth()
      wc.fake.emit(event, { id: 1, topic: 'session-topic' })
      const { namespaces } = kit.stores.chains
      expect(namespaces.eip155?.account.address).toBeUndefined()
      expect(namespaces.solana?.account.address).toBeUndefined()
      expect(evmSession.signal.aborted).toBe(true)
      expect(solanaSession.signal.reason).toMatchObject({ code: 4900 })
      expect(kit.runtime.walletConnect.session).toBeUndefined()
      for (const name of ['session_event', 'session_delete', 'disconnect'])
        expect(wc.fake.listenerCount(name)).toBe(0)
      await expect(
        evmSession.request({ chainId: 'eip155:1', method: 'personal_sign' }),
      ).rejects.toMatchObject({ code: 4900 })
    },
  )

  test("the session's end leaves a namespace connected to another wallet alone", async () => {
    const { kit } = await connectedToBoth()
    const solana = kit.stores.chains.namespaces.solana
    if (!solana) throw new Error('solana')
    solana.account.connectorId = 'phantom'
    wc.fake.emit('session_delete', { id: 1, topic: 'session-topic' })
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeUndefined()
    expect(solana.account.address).toBeDefined()
  })

  test('a newer session replaces the older: its handles are aborted', async () => {
    const { kit, evmSession } = await connectedToBoth()
    await startWalletConnectSession(kit, wc.fake as unknown as WalletConnectProvider)
    expect(evmSession.signal.aborted).toBe(true)
    expect(wc.fake.listenerCount('session_event')).toBe(1)
  })

  test('without a session it throws typed', async () => {
    const { kit } = await createWalletConnectKit()
    await expect(
      startWalletConnectSession(kit, wc.fake as unknown as WalletConnectProvider),
    ).rejects.toBeInstanceOf(WalletConnectSessionError)
  })
})

describe('a wallet that updates the session (session_update)', () => {
  const update = (namespaces: Record<string, unknown>) => ({
    topic: 'session-topic',
    params: { namespaces },
  })
  const solanaNamespace = {
    accounts: [`${solanaMainnetId}:${solanaSessionAddress}`],
    methods: ['solana_signMessage'],
  }

  test('a new chain for the same account only widens what the handle approves', async () => {
    const { evmSession } = await connectedToBoth()
    const seen = vi.fn()
    evmSession.onEvent(seen)
    wc.fake.emit(
      'session_update',
      update({
        eip155: {
          accounts: [`eip155:1:${sessionAddress}`, `eip155:10:${sessionAddress}`],
          chains: ['eip155:1', 'eip155:10'],
          methods: ['personal_sign'],
        },
        solana: solanaNamespace,
      }),
    )
    expect(evmSession.chains).toEqual(['eip155:1', 'eip155:10'])
    expect(evmSession.accounts).toContain(`eip155:10:${sessionAddress}`)
    expect(seen).not.toHaveBeenCalled()
  })

  test('another account on the same chain is handed over as accountsChanged', async () => {
    const { evmSession } = await connectedToBoth()
    const seen: unknown[] = []
    evmSession.onEvent((event) => seen.push(event))
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    wc.fake.emit(
      'session_update',
      update({ eip155: { accounts: [`eip155:1:${other}`] }, solana: solanaNamespace }),
    )
    expect(seen).toEqual([
      { name: 'accountsChanged', data: [`eip155:1:${other}`], chainId: 'eip155:1' },
    ])
  })

  test("the account's chain withdrawn: the namespace moves to an approved chain first", async () => {
    const { evmSession } = await connectedToBoth()
    const seen: unknown[] = []
    evmSession.onEvent((event) => seen.push(event))
    wc.fake.emit(
      'session_update',
      update({ eip155: { accounts: [`eip155:10:${sessionAddress}`] }, solana: solanaNamespace }),
    )
    expect(seen).toEqual([
      { name: 'chainChanged', data: 'eip155:10', chainId: 'eip155:10' },
      { name: 'accountsChanged', data: [`eip155:10:${sessionAddress}`], chainId: 'eip155:10' },
    ])
  })

  test('a namespace withdrawn is disconnected; the other stays connected', async () => {
    const { kit } = await connectedToBoth()
    wc.fake.emit('session_update', update({ solana: solanaNamespace }))
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeUndefined()
    expect(kit.stores.chains.namespaces.solana?.account.address).toBe(solanaSessionAddress)
  })

  test("another session's update and a malformed one are ignored", async () => {
    const { kit, evmSession } = await connectedToBoth()
    wc.fake.emit('session_update', { topic: 'other-topic', params: { namespaces: {} } })
    wc.fake.emit('session_update', { topic: 'session-topic', params: { namespaces: 'x' } })
    wc.fake.emit('session_update', null)
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBe(sessionAddress)
    expect(evmSession.accounts).toEqual([`eip155:1:${sessionAddress}`])
  })
})
