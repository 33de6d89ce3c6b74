import { ChainNotConfiguredError } from '@kit/core'
import { mainnet, optimism } from '@kit/core/networks'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import type { AppKitNetwork } from '../exports/networks.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'

// AppKit 1.7's signatures: the hook's switchNetwork returns nothing, the instance's a Promise<void>.
type AppKitHookSwitch = (network: AppKitNetwork) => void
type AppKitInstanceSwitch = (network: AppKitNetwork) => Promise<void>

const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

function setup() {
  const appKit = createAppKit({ networks: [mainnet, optimism], projectId: 'switch', storage: null })
  appKits.push(appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  return { appKit, ...renderHook(() => useAppKitNetwork(), { wrapper }) }
}

/** Unhandled rejections seen while `run` and a few ticks after it. */
async function unhandledDuring(run: () => void): Promise<unknown[]> {
  const seen: unknown[] = []
  const onRejection = (reason: unknown) => seen.push(reason)
  process.on('unhandledRejection', onRejection)
  try {
    run()
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  } finally {
    process.off('unhandledRejection', onRejection)
  }
  return seen
}

describe("switchNetwork, where AppKit's callers pass it", () => {
  it('is typed so that AppKit 1.7 code compiles', () => {
    const { appKit, result } = setup()
    const fromHook: AppKitHookSwitch = result.current.switchNetwork
    const fromInstance: AppKitInstanceSwitch = appKit.switchNetwork
    expectTypeOf(result.current.switchNetwork).toMatchTypeOf<AppKitHookSwitch>()
    // What it resolves to adds nothing AppKit code could trip over.
    expectTypeOf(appKit.switchNetwork).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf(result.current.switchNetwork).returns.toEqualTypeOf<Promise<void>>()
    const onClick: () => void = () => result.current.switchNetwork(optimism)
    expect([fromHook, fromInstance, onClick].every((f) => typeof f === 'function')).toBe(true)
  })

  it('switches, and a failure rejects for a caller that awaits it', async () => {
    const { appKit, result } = setup()
    await act(() => result.current.switchNetwork(optimism))
    expect(result.current.caipNetworkId).toBe('eip155:10')
    const elsewhere = { ...mainnet, id: 999_999, caipNetworkId: 'eip155:999999' as const }
    await expect(result.current.switchNetwork(elsewhere)).rejects.toBeInstanceOf(
      ChainNotConfiguredError,
    )
    await expect(appKit.switchNetwork(elsewhere)).rejects.toBeInstanceOf(ChainNotConfiguredError)
  })

  it('ignored as AppKit callers ignore it, a failure leaves no unhandled rejection', async () => {
    const { appKit, result } = setup()
    const elsewhere = { ...mainnet, id: 999_999, caipNetworkId: 'eip155:999999' as const }
    const seen = await unhandledDuring(() => {
      void result.current.switchNetwork(elsewhere)
      void appKit.switchNetwork(elsewhere)
    })
    expect(seen).toEqual([])
  })
})
