import { mainnet } from '@kit/core/networks'
import { cleanup, renderHook } from '@testing-library/react'
import { act, type ReactNode } from 'react'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import type { EmbeddedWalletInfo, Provider } from '../exports/index.js'
import type { AppKitNetwork } from '../exports/networks.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitNetworkCore } from './useAppKitNetworkCore.js'
import { useAppKitProvider } from './useAppKitProvider.js'
import { useWalletInfo } from './useWalletInfo.js'

// What ethers 6's BrowserProvider takes (its Eip1193Provider), as an AppKit user passes it.
type EthersEip1193Provider = {
  request(request: {
    method: string
    params?: Array<unknown> | Record<string, unknown>
  }): Promise<unknown>
}

const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

function withAppKit() {
  const appKit = createAppKit({ networks: [mainnet], projectId: 'surface', storage: null })
  appKits.push(appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  return { appKit, wrapper }
}

describe("AppKit 1.7's types, as apps written for it use them", () => {
  it('AppKitNetwork comes from the networks entry', () => {
    const network: AppKitNetwork = mainnet
    expectTypeOf(network).toMatchTypeOf<AppKitNetwork>()
  })

  it('useAppKitProvider<T> gives walletProvider as T, and Provider fits ethers', () => {
    const { wrapper } = withAppKit()
    const { result } = renderHook(() => useAppKitProvider<Provider>('eip155'), { wrapper })
    expectTypeOf(result.current.walletProvider).toEqualTypeOf<Provider>()
    expectTypeOf<Provider>().toMatchTypeOf<EthersEip1193Provider>()
    // Nothing is connected: the value is undefined at run time, as in AppKit.
    expect(result.current.walletProvider).toBeUndefined()
  })

  it('embeddedWalletInfo is typed as AppKit types it, and set for an embedded wallet only', () => {
    const { appKit, wrapper } = withAppKit()
    const { result } = renderHook(() => useAppKitAccount(), { wrapper })
    expectTypeOf(result.current.embeddedWalletInfo).toEqualTypeOf<EmbeddedWalletInfo | undefined>()
    expect(result.current.embeddedWalletInfo).toBeUndefined()
    const account = appKit.kit.stores.chains.namespaces.eip155!.account
    act(() => {
      Object.assign(account, {
        user: { email: 'visitor@example.com' },
        socialProvider: undefined,
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: true,
      })
    })
    expect(result.current.embeddedWalletInfo).toEqual({
      user: { email: 'visitor@example.com' },
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    })
    expect(result.current.embeddedWalletInfo?.user?.email).toBe('visitor@example.com')
  })

  it('useAppKitNetworkCore gives the network without a switch', () => {
    const { wrapper } = withAppKit()
    const { result } = renderHook(() => useAppKitNetworkCore(), { wrapper })
    expect(result.current).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:1' }),
      chainId: 1,
      caipNetworkId: 'eip155:1',
    })
    expect(result.current).not.toHaveProperty('switchNetwork')
  })

  it('useWalletInfo takes a namespace', () => {
    const { appKit, wrapper } = withAppKit()
    const { result } = renderHook(() => useWalletInfo('eip155'), { wrapper })
    expect(result.current.walletInfo).toBeUndefined()
    act(() => {
      appKit.kit.stores.chains.namespaces.eip155!.account.connectedWalletInfo = { name: 'Rabby' }
    })
    expect(result.current.walletInfo).toEqual({ name: 'Rabby' })
    const { result: solana } = renderHook(() => useWalletInfo('solana'), { wrapper })
    expect(solana.current.walletInfo).toBeUndefined()
  })
})
