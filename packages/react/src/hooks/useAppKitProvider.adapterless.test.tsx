import { mainnet, optimism } from '@kit/core/networks'
import { sessionAddress, useFakeWalletConnectSdk } from '@kit/test-fixtures'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitProvider } from './useAppKitProvider.js'

const sdk = vi.hoisted(() => ({ init: vi.fn() }))
// The SDK package resolves from core, not from here: core's own module starting it is mocked.
vi.mock('../../../core/src/walletConnect/createWalletConnectProvider.js', () => ({
  createWalletConnectProvider: () => sdk.init(),
}))
// biome-ignore lint/correctness/useHookAtTopLevel: a test-file helper, not a React hook
const wc = useFakeWalletConnectSdk(sdk)

/** The part of WalletConnect's UniversalProvider an AppKit Core app signs with. */
type UniversalProvider = {
  request<T = unknown>(arguments_: { method: string; params?: unknown }, chain?: string): Promise<T>
}

const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
  document.body.innerHTML = ''
})

it('an app without an adapter pairs over WalletConnect and signs through the universal provider', async () => {
  const appKit = createAppKit({ networks: [mainnet, optimism], projectId: 'core', storage: null })
  appKits.push(appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  const { result } = renderHook(
    () => ({
      account: useAppKitAccount(),
      provider: useAppKitProvider<UniversalProvider>('eip155'),
    }),
    { wrapper },
  )
  await act(() => appKit.open())
  // WalletConnect is the app's one way in: the modal offers its QR code straight away.
  const pairing = await wc.fake.nextPairing()
  // The QR code's module loads on first use: slow on a busy machine.
  await waitFor(
    () => expect(document.querySelector('[data-testid="kit-qr-code"]')).not.toBeNull(),
    { timeout: 10_000 },
  )
  expect(Object.keys(pairing.options.optionalNamespaces ?? {})).toEqual(['eip155'])
  act(() => pairing.approve())
  await waitFor(() => expect(result.current.account.isConnected).toBe(true), { timeout: 10_000 })
  expect(result.current.account.address).toBe(sessionAddress)
  expect(result.current.provider.walletProviderType).toBe('WALLET_CONNECT')

  const signature = `0x${'5a'.repeat(65)}`
  wc.fake.request.mockImplementation(async ({ method }) =>
    method === 'personal_sign' ? signature : null,
  )
  const message = '0x68656c6c6f'
  const signed = await result.current.provider.walletProvider.request(
    { method: 'personal_sign', params: [message, sessionAddress] },
    'eip155:1',
  )
  expect(signed).toBe(signature)
  expect(wc.fake.request).toHaveBeenCalledWith(
    { method: 'personal_sign', params: [message, sessionAddress] },
    'eip155:1',
  )
})

it("the instance's getWalletProvider gives the universal provider itself, as AppKit's does", async () => {
  const appKit = createAppKit({ networks: [mainnet], projectId: 'core', storage: null })
  appKits.push(appKit)
  expect(appKit.getWalletProvider()).toBeUndefined()
  await act(() => appKit.open())
  const pairing = await wc.fake.nextPairing()
  act(() => pairing.approve())
  await waitFor(() => expect(appKit.getIsConnectedState()).toBe(true), { timeout: 10_000 })
  expect(appKit.getWalletProvider()).toBe(wc.fake)
  expect(appKit.getWalletProviderType()).toBe('WALLET_CONNECT')
})
