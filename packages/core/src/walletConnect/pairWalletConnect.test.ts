// @vitest-environment jsdom
import {
  createFakeSession,
  createMockAdapter,
  createTwoNamespaceSession,
  createWalletConnectTestAdapter,
  otherSessionAddress,
  sessionAddress,
  solanaSessionAddress,
  testSolanaNetwork,
} from '@kit/test-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { connectWalletConnect } from '../actions/connectWalletConnect.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { UserRejectedRequestError } from '../errors/connection.js'
import { WalletConnectSessionError } from '../errors/walletConnect.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import type { PendingPairing } from '../types/kit.js'
import { pairWalletConnect } from './pairWalletConnect.js'
import { createWalletConnectKit, settle } from './test/createWalletConnectKit.js'
import { sdk, wc } from './test/mockedWalletConnectSdk.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))
const desktop = { telegram: false, iosSafari: false }

/** Stands in for the pairing on offer, to see which URIs reach it. */
function offerTo(kit: { runtime: { pairing: PendingPairing | undefined } }) {
  const offer = vi.fn()
  kit.runtime.pairing = { offer } as unknown as PendingPairing
  return offer
}

/** An eip155 and a Solana adapter with WalletConnect parts, and an adapter without one. */
async function threeNamespaces() {
  const evm = createWalletConnectTestAdapter({ namespace: 'eip155' })
  const solana = createWalletConnectTestAdapter({ namespace: 'solana' })
  const bitcoin = createMockAdapter({ namespace: 'bip122', connectors: [] })
  const bitcoinNetwork = {
    ...testSolanaNetwork,
    id: 'btc',
    caipNetworkId: 'bip122:btc' as const,
    chainNamespace: 'bip122' as const,
    name: 'Bitcoin',
  }
  const { kit } = await createWalletConnectKit({
    networks: [mainnet, optimism, testSolanaNetwork, bitcoinNetwork],
    adapters: [evm, solana, bitcoin],
  })
  return { kit, evm, solana }
}

describe('pairing through WalletConnect', () => {
  test("offers the pairing URI, then connects the session's account", async () => {
    const { kit, evm } = await createWalletConnectKit()
    const result = connectWalletConnect(kit, { platform: desktop })
    const pairing = await wc.fake.nextPairing()
    await vi.waitFor(() => expect(kit.stores.connection.wcUri).toBe(pairing.uri))
    pairing.approve()
    await expect(result).resolves.toEqual({ address: sessionAddress, chainId: 1 })
    expect(kit.stores.chains.namespaces.eip155?.account).toMatchObject({
      address: sessionAddress,
      connectorId: 'walletConnect',
    })
    expect(evm.sessions).toHaveLength(1)
    expect(wc.fake.listenerCount('display_uri')).toBe(0)
  })

  test('hands the adapter every account, chain and method the wallet approved in its namespace', async () => {
    const { kit, evm } = await createWalletConnectKit()
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve(
      createFakeSession({
        namespaces: {
          eip155: {
            accounts: [`eip155:1:${otherSessionAddress}`, `eip155:10:${sessionAddress}`],
            chains: ['eip155:1'],
            methods: ['personal_sign', 7 as unknown as string],
          },
          'eip155:10': { accounts: [`eip155:10:${sessionAddress}`], methods: ['eth_sign'] },
        },
      }),
    )
    await result
    const session = evm.sessions[0]?.session
    expect(session?.namespace).toBe('eip155')
    expect(session?.accounts).toEqual([
      `eip155:1:${otherSessionAddress}`,
      `eip155:10:${sessionAddress}`,
    ])
    expect(session?.chains).toEqual(['eip155:1', 'eip155:10'])
    expect(session?.methods).toEqual(['personal_sign', 'eth_sign'])
  })

  test("proposes the app's networks of the namespace, the active one first", async () => {
    const { kit, evm } = await createWalletConnectKit()
    await switchNetwork(kit, { network: optimism })
    void connect(kit, { connectorId: 'walletConnect' }).catch(() => {})
    const { options } = await wc.fake.nextPairing()
    expect(evm.proposals[0]?.active?.caipNetworkId).toBe('eip155:10')
    expect(evm.proposals[0]?.networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
    ])
    expect(options.optionalNamespaces).toEqual({
      eip155: { chains: ['eip155:10', 'eip155:1'], methods: ['personal_sign'], events: [] },
    })
  })

  test("an adapter part without `propose` gets core's defaults: AppKit's methods, each network's RPC URL", async () => {
    const evm = createWalletConnectTestAdapter({ namespace: 'eip155' })
    const { propose: _, ...withoutPropose } = evm.walletConnect
    const { kit } = await createWalletConnectKit({
      adapters: [{ ...evm, walletConnect: withoutPropose }],
    })
    await switchNetwork(kit, { network: optimism })
    void connect(kit, { connectorId: 'walletConnect' }).catch(() => {})
    const { options } = await wc.fake.nextPairing()
    const eip155 = options.optionalNamespaces?.eip155 as Record<string, unknown>
    expect(eip155.chains).toEqual(['eip155:10', 'eip155:1'])
    expect(eip155.rpcMap).toEqual({
      '10': optimism.rpcUrls.default.http[0],
      '1': mainnet.rpcUrls.default.http[0],
    })
    expect(eip155.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']))
    expect(eip155.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  test("hands the adapter the app's active network of the namespace", async () => {
    const { kit, evm } = await createWalletConnectKit()
    await switchNetwork(kit, { network: optimism })
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve()
    await result
    expect(evm.sessions[0]?.network?.caipNetworkId).toBe('eip155:10')
  })

  test.each([
    ['https://wallet.example.test/a.png', 'https://wallet.example.test/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['http://wallet.example.test/a.png', undefined],
    ['javascript:alert(1)', undefined],
    // SECURITY B10: an SVG icon is drawn only through <img>, where its scripts never run.
    ['data:image/svg+xml,<svg onload="alert(1)"/>', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['https://user:secret@wallet.example.test/a.png', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
  ])('a peer icon %j is passed on as %j', async (icon, expected) => {
    const { kit, evm } = await createWalletConnectKit()
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve(createFakeSession({ icons: [icon] }))
    await result
    expect(evm.sessions[0]?.session.peer).toEqual({ name: 'Peer Wallet', icon: expected })
  })

  test('a peer without an icon has none, and its name is made safe to show (B09)', async () => {
    const { kit, evm } = await createWalletConnectKit()
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve(
      createFakeSession({ name: `\u202e${'W'.repeat(150)}`, icons: [] }),
    )
    await result
    expect(evm.sessions[0]?.session.peer).toEqual({ name: `${'W'.repeat(63)}…`, icon: undefined })
  })

  test('a peer without a name is shown under a neutral name', async () => {
    const { kit, evm } = await createWalletConnectKit()
    const result = connect(kit, { connectorId: 'walletConnect' })
    const session = createFakeSession()
    Reflect.deleteProperty(session.peer.metadata, 'name')
    ;(await wc.fake.nextPairing()).approve(session)
    await result
    expect(evm.sessions[0]?.session.peer.name).toBe('WalletConnect')
  })

  test("the wallet's refusal rejects the connect as a typed user rejection", async () => {
    const { kit, evm } = await createWalletConnectKit()
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).reject({ code: 5000, message: 'User rejected.' })
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(kit.stores.connection.error?.rejected).toBe(true)
    expect(evm.sessions).toEqual([])
    expect(wc.fake.listenerCount('display_uri')).toBe(0)
  })

  test('another failure of the pairing is passed on as it is', async () => {
    const { kit } = await createWalletConnectKit()
    const result = connect(kit, { connectorId: 'walletConnect' })
    const failure = { code: 5100, message: 'Unsupported chains.' }
    ;(await wc.fake.nextPairing()).reject(failure)
    await expect(result).rejects.toBe(failure)
  })

  test('reuses an existing session without a new pairing', async () => {
    wc.fake.session = createFakeSession()
    const { kit } = await createWalletConnectKit()
    const offer = offerTo(kit)
    await expect(pairWalletConnect(kit)).resolves.toEqual({
      eip155: { address: sessionAddress, chainId: 1 },
    })
    expect(wc.fake.connect).not.toHaveBeenCalled()
    expect(offer).not.toHaveBeenCalled()
  })

  test('item 10: one pairing proposes every namespace with a part, nothing for one without', async () => {
    const { kit, evm, solana } = await threeNamespaces()
    void connect(kit, { connectorId: 'walletConnect' }).catch(() => {})
    const { options } = await wc.fake.nextPairing()
    expect(wc.fake.connect).toHaveBeenCalledTimes(1)
    expect(Object.keys(options.optionalNamespaces ?? {})).toEqual(['eip155', 'solana'])
    expect(options.optionalNamespaces?.eip155).toEqual(evm.proposals[0]?.result)
    expect(options.optionalNamespaces?.solana).toEqual({
      chains: [testSolanaNetwork.caipNetworkId],
      methods: ['solana_signMessage'],
      events: [],
    })
    expect(solana.proposals[0]?.networks).toEqual([testSolanaNetwork])
  })

  test('item 10: a session approving both namespaces connects both accounts, the active one staying active', async () => {
    const { kit, evm, solana } = await threeNamespaces()
    expect(kit.stores.chains.activeNamespace).toBe('eip155')
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve(createTwoNamespaceSession())
    await expect(result).resolves.toEqual({ address: sessionAddress, chainId: 1 })
    const { namespaces } = kit.stores.chains
    expect(namespaces.eip155?.account).toMatchObject({
      address: sessionAddress,
      connectorId: 'walletConnect',
      status: 'connected',
    })
    expect(namespaces.solana?.account).toMatchObject({
      address: solanaSessionAddress,
      connectorId: 'walletConnect',
      status: 'connected',
    })
    expect(kit.stores.chains.activeNamespace).toBe('eip155')
    expect(evm.sessions).toHaveLength(1)
    expect(solana.sessions[0]?.session.accounts).toEqual([
      `${testSolanaNetwork.caipNetworkId}:${solanaSessionAddress}`,
    ])
  })

  test('item 10: a namespace whose part throws is left out while the other connects', async () => {
    const refusal = new Error('not a Solana account')
    const evm = createWalletConnectTestAdapter({ namespace: 'eip155' })
    const solana = createWalletConnectTestAdapter({
      namespace: 'solana',
      connect: () => {
        throw refusal
      },
    })
    const { kit } = await createWalletConnectKit({
      networks: [mainnet, testSolanaNetwork],
      adapters: [evm, solana],
    })
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve(createTwoNamespaceSession())
    await expect(result).resolves.toMatchObject({ address: sessionAddress })
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBe(sessionAddress)
    expect(kit.stores.chains.namespaces.solana?.account.address).toBeUndefined()
    expect(solana.sessions).toHaveLength(1)
    expect(wc.fake.disconnect).not.toHaveBeenCalled()
  })

  test('item 10: a session approving none of the namespaces is ended and rejects typed', async () => {
    const { kit, evm } = await createWalletConnectKit()
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve(
      createFakeSession({ namespaces: { cosmos: { accounts: ['cosmos:hub:abc'] } } }),
    )
    await expect(result).rejects.toBeInstanceOf(WalletConnectSessionError)
    expect(wc.fake.disconnect).toHaveBeenCalledTimes(1)
    expect(evm.sessions).toEqual([])
    expect(kit.runtime.walletConnect.session).toBeUndefined()
    expect(wc.fake.listenerCount('session_event')).toBe(0)
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeUndefined()
  })

  test("with every namespace refused, the first adapter's refusal is thrown and the session ended", async () => {
    const refusal = new Error('no usable chain')
    const evm = createWalletConnectTestAdapter({
      namespace: 'eip155',
      connect: () => {
        throw refusal
      },
    })
    const { kit } = await createWalletConnectKit({ adapters: [evm] })
    const result = connect(kit, { connectorId: 'walletConnect' })
    ;(await wc.fake.nextPairing()).approve()
    await expect(result).rejects.toBe(refusal)
    expect(wc.fake.disconnect).toHaveBeenCalledTimes(1)
  })
})

describe('giving a pairing up', () => {
  test('rejects at once with the abort reason and deletes the pending pairing', async () => {
    // A relay that never confirms the clean-up must not hold the rejection up.
    wc.fake.cleanupPendingPairings.mockReturnValue(new Promise(() => {}))
    const { kit } = await createWalletConnectKit()
    const controller = new AbortController()
    const result = pairWalletConnect(kit, { signal: controller.signal })
    await wc.fake.nextPairing()
    const reason = new Error('A fresh pairing replaced this one')
    controller.abort(reason)
    await expect(result).rejects.toBe(reason)
    await settle()
    expect(wc.fake.cleanupPendingPairings).toHaveBeenCalledWith({ deletePairings: true })
  })

  test('does not offer a URI that arrives after the abort', async () => {
    const { kit } = await createWalletConnectKit()
    const offer = offerTo(kit)
    const controller = new AbortController()
    const result = pairWalletConnect(kit, { signal: controller.signal })
    const pairing = await wc.fake.nextPairing()
    // Fires inside the abort itself, before the pairing had a chance to stop listening.
    controller.signal.addEventListener('abort', () => wc.fake.emit('display_uri', 'wc:late@2'))
    controller.abort()
    await expect(result).rejects.toThrow()
    wc.fake.emit('display_uri', 'wc:later@2')
    expect(offer.mock.calls).toEqual([[pairing.uri]])
  })

  test('a late approval of the given-up pairing starts no session', async () => {
    const { kit, evm } = await createWalletConnectKit()
    const controller = new AbortController()
    const result = connect(kit, { connectorId: 'walletConnect', signal: controller.signal })
    const pairing = await wc.fake.nextPairing()
    controller.abort()
    await expect(result).rejects.toThrow()
    pairing.approve()
    await settle()
    expect(evm.sessions).toEqual([])
    expect(wc.fake.listenerCount('session_event')).toBe(0)
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeUndefined()
  })

  test('an already aborted signal rejects before anything loads', async () => {
    const { kit } = await createWalletConnectKit()
    const reason = new Error('gone')
    await expect(pairWalletConnect(kit, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
    expect(sdk.init).not.toHaveBeenCalled()
  })

  test('an abort while the SDK loads proposes nothing', async () => {
    let finishLoading: () => void = () => {}
    sdk.init.mockImplementation(
      () =>
        new Promise((resolve) => {
          finishLoading = () => resolve(wc.fake)
        }),
    )
    const { kit } = await createWalletConnectKit()
    const controller = new AbortController()
    const result = pairWalletConnect(kit, { signal: controller.signal })
    await vi.waitFor(() => expect(sdk.init).toHaveBeenCalled())
    const reason = new Error('gone')
    controller.abort(reason)
    finishLoading()
    await expect(result).rejects.toBe(reason)
    expect(wc.fake.connect).not.toHaveBeenCalled()
  })
})
