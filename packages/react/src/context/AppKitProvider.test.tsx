import type { ChainAdapter } from '@kit/core'
import { mainnet, optimism } from '@kit/core/networks'
import { cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type CreateAppKitOptions, createAppKit } from '../createAppKit.js'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
import { useKit } from '../hooks/useKit.js'
import { AppKitProvider } from './AppKitProvider.js'
import { getProviderAppKit } from './providerAppKit.js'

/** An eip155 adapter that counts the instances it is set up in (one setup per instance). */
function createCountingAdapter() {
  const count = { setups: 0, live: 0 }
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup() {
      count.setups++
      count.live++
      return () => {
        count.live--
      }
    },
    connect: () => Promise.reject(new Error('not in these tests')),
    disconnect: async () => {},
  }
  return { adapter, count }
}

const kitsSeen = new Set<unknown>()
function Network() {
  kitsSeen.add(useKit())
  return <p>{useAppKitNetwork().caipNetworkId}</p>
}

const options = (adapter: ChainAdapter): CreateAppKitOptions => ({
  projectId: 'provider',
  networks: [optimism, mainnet],
  adapters: [adapter],
  metadata: { name: 'Provider test', description: '', url: location.origin, icons: [] },
  storage: null,
})

afterEach(() => {
  cleanup()
  kitsSeen.clear()
  // The page's provider-made instance, if a test made one: destroyed so the next test starts anew.
  getProviderAppKit(options(createCountingAdapter().adapter)).destroy()
})

describe("AppKitProvider with AppKit 1.7's props", () => {
  it('makes one instance under StrictMode, whose double renders and effects leak none', () => {
    const { adapter, count } = createCountingAdapter()
    const { rerender } = render(
      <StrictMode>
        <AppKitProvider {...options(adapter)}>
          <Network />
        </AppKitProvider>
      </StrictMode>,
    )
    expect(screen.getByText('eip155:10')).toBeTruthy()
    // New props on every render (as `{...options}` gives) keep the instance.
    rerender(
      <StrictMode>
        <AppKitProvider {...options(adapter)} networks={[mainnet]}>
          <Network />
        </AppKitProvider>
      </StrictMode>,
    )
    expect(count).toEqual({ setups: 1, live: 1 })
    expect(kitsSeen.size).toBe(1)
  })

  it('keeps the instance when the provider unmounts and mounts again, and makes a new one once it is destroyed', () => {
    const { adapter, count } = createCountingAdapter()
    const tree = (
      <StrictMode>
        <AppKitProvider {...options(adapter)}>
          <Network />
        </AppKitProvider>
      </StrictMode>
    )
    render(tree).unmount()
    render(tree)
    expect(count).toEqual({ setups: 1, live: 1 })
    expect(kitsSeen.size).toBe(1)
    getProviderAppKit(options(adapter)).destroy()
    expect(count.live).toBe(0)
    cleanup()
    render(tree)
    expect(count).toEqual({ setups: 2, live: 1 })
    expect(kitsSeen.size).toBe(2)
  })

  it('still takes an instance made by createAppKit, making none of its own', () => {
    const { adapter, count } = createCountingAdapter()
    const appKit = createAppKit({ ...options(adapter), networks: [mainnet] })
    render(
      <StrictMode>
        <AppKitProvider appKit={appKit}>
          <Network />
        </AppKitProvider>
      </StrictMode>,
    )
    expect(screen.getByText('eip155:1')).toBeTruthy()
    expect([...kitsSeen]).toEqual([appKit.kit])
    expect(count.setups).toBe(1)
    appKit.destroy()
  })
})
