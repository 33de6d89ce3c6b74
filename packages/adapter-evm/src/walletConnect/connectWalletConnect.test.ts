import { UserRejectedRequestError } from '@kit/core'
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

/** Lets pending promise reactions (and the adapter's lazy imports) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('connecting through WalletConnect', () => {
  test("reports the pairing URI, then resolves with the session's account", async () => {
    const { connect, events } = wc.adapter()
    const result = connect(mainnet)
    const pairing = await wc.fake.nextPairing()
    expect(events).toContainEqual({
      type: 'pairingUri',
      connectorId: walletConnectConnectorId,
      uri: pairing.uri,
    })
    pairing.approve()
    await expect(result).resolves.toEqual({
      address: sessionAddress,
      chainId: 1,
      accounts: [{ namespace: 'eip155', address: sessionAddress, type: 'eoa' }],
      walletInfo: { name: 'Peer Wallet', icon: 'https://wallet.example.test/icon.png' },
    })
    expect(wc.fake.listenerCount('display_uri')).toBe(0)
  })

  test('lists every distinct account the session approved, the first one as address', async () => {
    const { connect } = wc.adapter()
    const result = connect(mainnet)
    ;(await wc.fake.nextPairing()).approve(
      createFakeSession({
        accounts: [
          `eip155:1:${otherSessionAddress}`,
          `eip155:10:${sessionAddress}`,
          `eip155:10:${otherSessionAddress}`,
        ],
      }),
    )
    const { address, accounts } = await result
    expect(address).toBe(otherSessionAddress)
    expect(accounts?.map((account) => account.address)).toEqual([
      otherSessionAddress,
      sessionAddress,
    ])
  })

  test('proposes every network of the app, the requested one first, with its RPC URL', async () => {
    const { connect } = wc.adapter()
    void connect(optimism).catch(() => {})
    const { options } = await wc.fake.nextPairing()
    expect(options.optionalNamespaces).toEqual({
      eip155: expect.objectContaining({
        chains: ['eip155:10', 'eip155:1'],
        rpcMap: { '10': 'https://optimism.example.test', '1': mainnet.rpcUrls.default.http[0] },
      }),
    })
  })

  test('stays on the requested network when the wallet approved it', async () => {
    const { connect } = wc.adapter()
    const result = connect(optimism)
    ;(await wc.fake.nextPairing()).approve()
    expect((await result).chainId).toBe(10)
    expect(wc.fake.setDefaultChain).toHaveBeenCalledWith('eip155:10')
  })

  test("falls back to the wallet's first chain when it did not approve the requested one", async () => {
    const { connect } = wc.adapter()
    const result = connect(optimism)
    ;(await wc.fake.nextPairing()).approve(
      createFakeSession({
        accounts: [`eip155:42161:${sessionAddress}`, `eip155:1:${sessionAddress}`],
      }),
    )
    expect((await result).chainId).toBe(42161)
    expect(wc.fake.setDefaultChain).toHaveBeenCalledWith('eip155:42161')
  })

  test.each([
    ['https://wallet.example.test/a.png', 'https://wallet.example.test/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['http://wallet.example.test/a.png', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/svg+xml,<svg onload="alert(1)"/>', undefined],
    ['https://wallet.example.test/a b.png', undefined],
  ])('a peer icon %j is passed on as %j', async (icon, expected) => {
    const { connect } = wc.adapter()
    const result = connect(mainnet)
    ;(await wc.fake.nextPairing()).approve(createFakeSession({ icons: [icon] }))
    expect((await result).walletInfo).toEqual({ name: 'Peer Wallet', icon: expected })
  })

  test('a peer without an icon has none, and its name is made safe to show (B09)', async () => {
    const { connect } = wc.adapter()
    const result = connect(mainnet)
    ;(await wc.fake.nextPairing()).approve(
      createFakeSession({ name: `\u202e${'W'.repeat(150)}`, icons: [] }),
    )
    expect((await result).walletInfo).toEqual({ name: `${'W'.repeat(63)}…`, icon: undefined })
  })

  test("the wallet's refusal rejects the connect as a typed user rejection", async () => {
    const { connect, adapter } = wc.adapter()
    const result = connect(mainnet)
    const refusal = { code: 5000, message: 'User rejected.' }
    ;(await wc.fake.nextPairing()).reject(refusal)
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
    expect(wc.fake.listenerCount('display_uri')).toBe(0)
  })

  test('reuses an existing session without a new pairing', async () => {
    wc.fake.session = createFakeSession()
    const { connect, events } = wc.adapter()
    await expect(connect(optimism)).resolves.toMatchObject({
      address: sessionAddress,
      chainId: 10,
    })
    expect(wc.fake.connect).not.toHaveBeenCalled()
    expect(events.some((event) => event.type === 'pairingUri')).toBe(false)
  })
})

describe('giving a pairing up', () => {
  test('rejects at once with the abort reason and deletes the pending pairing', async () => {
    // A relay that never confirms the clean-up must not hold the rejection up.
    wc.fake.cleanupPendingPairings.mockReturnValue(new Promise(() => {}))
    const { connect } = wc.adapter()
    const controller = new AbortController()
    const result = connect(mainnet, controller.signal)
    await wc.fake.nextPairing()
    const reason = new Error('A fresh pairing replaced this one')
    controller.abort(reason)
    await expect(result).rejects.toBe(reason)
    expect(wc.fake.cleanupPendingPairings).toHaveBeenCalledWith({ deletePairings: true })
  })

  test('does not report a URI that arrives after the abort', async () => {
    const { connect, events } = wc.adapter()
    const controller = new AbortController()
    const result = connect(mainnet, controller.signal)
    await wc.fake.nextPairing()
    // Fires inside the abort itself, before the adapter had a chance to stop listening.
    controller.signal.addEventListener('abort', () => wc.fake.emit('display_uri', 'wc:late@2'))
    controller.abort()
    await expect(result).rejects.toThrow()
    wc.fake.emit('display_uri', 'wc:later@2')
    const uris = events.flatMap((event) => (event.type === 'pairingUri' ? [event.uri] : []))
    expect(uris).toHaveLength(1)
    expect(uris).not.toContain('wc:late@2')
    expect(uris).not.toContain('wc:later@2')
  })

  test('a late approval of the given-up pairing starts no session', async () => {
    const { connect, adapter, events } = wc.adapter()
    const controller = new AbortController()
    const result = connect(mainnet, controller.signal)
    const pairing = await wc.fake.nextPairing()
    controller.abort()
    await expect(result).rejects.toThrow()
    pairing.approve()
    await settle()
    expect(wc.fake.setDefaultChain).not.toHaveBeenCalled()
    expect(wc.fake.listenerCount('accountsChanged')).toBe(0)
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
    wc.fake.emit('accountsChanged', [otherSessionAddress])
    expect(events.some((event) => event.type === 'accountsChanged')).toBe(false)
  })

  test('an already aborted signal rejects before anything loads', async () => {
    const { connect } = wc.adapter()
    const reason = new Error('gone')
    await expect(connect(mainnet, AbortSignal.abort(reason))).rejects.toBe(reason)
    expect(sdk.init).not.toHaveBeenCalled()
  })

  test('an abort while the SDK loads proposes nothing', async () => {
    let finishLoading: () => void = () => {}
    sdk.init.mockImplementation(
      () =>
        new Promise((resolve) => {
          finishLoading = () => resolve(wc.fake.asProvider())
        }),
    )
    const { connect } = wc.adapter()
    const controller = new AbortController()
    const result = connect(mainnet, controller.signal)
    await vi.waitFor(() => expect(sdk.init).toHaveBeenCalled())
    const reason = new Error('gone')
    controller.abort(reason)
    finishLoading()
    await expect(result).rejects.toBe(reason)
    expect(wc.fake.connect).not.toHaveBeenCalled()
  })
})
