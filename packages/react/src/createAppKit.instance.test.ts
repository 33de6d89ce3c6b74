// @vitest-environment jsdom
import { mainnet, optimism } from '@kit/core/networks'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { type AppKit, createAppKit, modal } from './createAppKit.js'
import type { AppKitAccount } from './utils/toAppKitAccount.js'

const appKits: AppKit[] = []
afterEach(() => {
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

function make() {
  const appKit = createAppKit({
    networks: [mainnet, optimism],
    projectId: 'instance',
    storage: null,
  })
  appKits.push(appKit)
  return appKit
}

const address = '0x1111111111111111111111111111111111111111'

function connect(appKit: AppKit) {
  Object.assign(appKit.kit.stores.chains.namespaces.eip155!.account, {
    address,
    caipAddress: `eip155:1:${address}`,
    status: 'connected',
    connectedWalletInfo: { name: 'Dev Wallet', icon: undefined },
  })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the instance's AppKit 1.7 methods", () => {
  it('an unsubscribe before the code has loaded means no call back at all', async () => {
    const appKit = make()
    const onAccount = vi.fn()
    appKit.subscribeAccount(onAccount)()
    const later = vi.fn()
    await new Promise<void>((resolve) =>
      appKit.subscribeAccount(() => {
        later()
        resolve()
      }),
    )
    expect(later).toHaveBeenCalled()
    expect(onAccount).not.toHaveBeenCalled()
  })

  it('modal is the instance made last, and unset once it is destroyed', () => {
    const first = make()
    expect(modal).toBe(first)
    const second = make()
    expect(modal).toBe(second)
    second.destroy()
    expect(modal).toBeUndefined()
  })

  it('getAccount gives the account in AppKit shape', () => {
    const appKit = make()
    expect(appKit.getAccount()).toMatchObject({ isConnected: false, address: undefined })
    connect(appKit)
    expect(appKit.getAccount()).toMatchObject({
      isConnected: true,
      address,
      caipAddress: `eip155:1:${address}`,
      status: 'connected',
      allAccounts: [],
    })
  })

  it('subscribeAccount and subscribeWalletInfo call back on a change, until unsubscribed', async () => {
    const appKit = make()
    expectTypeOf(appKit.subscribeAccount)
      .parameter(0)
      .toEqualTypeOf<(account: AppKitAccount) => void>()
    const onAccount = vi.fn()
    const onWalletInfo = vi.fn()
    const stopAccount = appKit.subscribeAccount(onAccount)
    const stopWalletInfo = appKit.subscribeWalletInfo(onWalletInfo)
    // Their code loads on first use, then each calls back once with the current value.
    await vi.waitFor(() =>
      expect(onAccount).toHaveBeenCalledWith(expect.objectContaining({ isConnected: false })),
    )
    connect(appKit)
    await settle()
    expect(onAccount).toHaveBeenLastCalledWith(
      expect.objectContaining({ address, isConnected: true }),
    )
    expect(onWalletInfo).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Dev Wallet' }))
    stopAccount()
    stopWalletInfo()
    const calls = onAccount.mock.calls.length
    appKit.kit.stores.chains.namespaces.eip155!.account.address = undefined
    await settle()
    expect(onAccount).toHaveBeenCalledTimes(calls)
  })

  it('subscribeNetwork and subscribeCaipNetworkChange follow the active network', async () => {
    const appKit = make()
    const onNetwork = vi.fn()
    const onCaipNetwork = vi.fn()
    appKit.subscribeNetwork(onNetwork)
    appKit.subscribeCaipNetworkChange(onCaipNetwork)
    await vi.waitFor(() =>
      expect(onNetwork).toHaveBeenCalledWith(expect.objectContaining({ chainId: 1 })),
    )
    const chain = appKit.kit.stores.chains.namespaces.eip155!
    chain.network.caipNetwork = chain.network.requestedCaipNetworks.find((n) => n.id === 10)
    await settle()
    expect(onNetwork).toHaveBeenLastCalledWith({
      caipNetwork: expect.objectContaining({ id: 10 }),
      chainId: 10,
      caipNetworkId: 'eip155:10',
    })
    expect(onCaipNetwork).toHaveBeenLastCalledWith(expect.objectContaining({ id: 10 }))
    expect(appKit.getCaipNetworkId()).toBe(10)
    expect(appKit.getActiveChainNamespace()).toBe('eip155')
  })

  it('subscribeProviders reports each namespace, isOpen and setLoading read and write the modal', async () => {
    const appKit = make()
    const onProviders = vi.fn()
    appKit.subscribeProviders(onProviders)
    await vi.waitFor(() => expect(onProviders).toHaveBeenCalledWith({ eip155: undefined }))
    connect(appKit)
    await settle()
    expect(onProviders).toHaveBeenLastCalledWith({ eip155: undefined })
    expect(appKit.isOpen()).toBe(false)
    appKit.setLoading(true)
    expect(appKit.getState().loading).toBe(true)
    expect(appKit.getError()).toBe('')
  })

  it('subscribeState calls back as it starts and on each change of the modal or network, until unsubscribed', async () => {
    const appKit = make()
    const onState = vi.fn()
    const stop = appKit.subscribeState(onState)
    await vi.waitFor(() => expect(onState).toHaveBeenCalledTimes(1))
    expect(onState).toHaveBeenLastCalledWith(
      expect.objectContaining({ loading: false, open: false }),
    )
    appKit.setLoading(true)
    await vi.waitFor(() =>
      expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ loading: true })),
    )
    const calls = onState.mock.calls.length
    stop()
    appKit.setLoading(false)
    await settle()
    expect(onState).toHaveBeenCalledTimes(calls)
  })
})
