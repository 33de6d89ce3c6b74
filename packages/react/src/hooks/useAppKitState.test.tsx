import { mainnet, optimism } from '@kit/core/networks'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, type CreateAppKitOptions, createAppKit } from '../createAppKit.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitState } from './useAppKitState.js'

const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

function withAppKit(options: Partial<CreateAppKitOptions> = {}) {
  const appKit = createAppKit({
    networks: [optimism, mainnet],
    projectId: 'state',
    storage: null,
    ...options,
  })
  appKits.push(appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  return { appKit, wrapper }
}

describe('useAppKitState', () => {
  it("has AppKit 1.7's keys: the public state and the remote features", async () => {
    const { appKit, wrapper } = withAppKit()
    const { result } = renderHook(() => useAppKitState(), { wrapper })
    await act(() => appKit.ready())
    expect(result.current).toEqual({
      initialized: true,
      loading: false,
      open: false,
      selectedNetworkId: 'eip155:10',
      activeChain: 'eip155',
      swaps: ['1inch'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      reownBranding: false,
      multiWallet: false,
      emailCapture: false,
      reownAuthentication: false,
      payWithExchange: false,
      payments: false,
      onramp: ['meld'],
    })
  })

  it("derives the remote features from the app's features, as AppKit's fallback does", () => {
    const { wrapper } = withAppKit({
      features: { swaps: false, onramp: false, socials: ['github'], history: false, email: false },
    })
    const { result } = renderHook(() => useAppKitState(), { wrapper })
    expect(result.current).toMatchObject({
      swaps: false,
      onramp: false,
      socials: ['github'],
      activity: false,
      email: false,
    })
  })

  it('follows the modal', () => {
    const { appKit, wrapper } = withAppKit()
    const { result } = renderHook(() => useAppKitState(), { wrapper })
    expect(result.current.open).toBe(false)
    act(() => {
      appKit.kit.stores.modal.open = true
    })
    expect(result.current.open).toBe(true)
  })
})

describe('useAppKitEvents', () => {
  it("carries AppKit's reportedErrors beside the last event", () => {
    const { appKit, wrapper } = withAppKit()
    const { result } = renderHook(() => useAppKitEvents(), { wrapper })
    expect(result.current).toMatchObject({
      reportedErrors: {},
      data: { type: 'track', event: 'MODAL_CREATED' },
    })
    expect(result.current.timestamp).toEqual(expect.any(Number))
    act(() => {
      appKit.kit.stores.events.reportedErrors.FORBIDDEN = true
    })
    expect(result.current.reportedErrors).toEqual({ FORBIDDEN: true })
  })
})
