import { connect } from '@kit/core'
import { mainnet, optimism } from '@kit/core/networks'
import { createMockAdapter } from '@kit/test-fixtures'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import type { Connection } from '../types/connection.js'
import { useAppKitConnections } from './useAppKitConnections.js'

const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

function setup() {
  const adapter = createMockAdapter({
    connect: {
      address,
      chainId: 10,
      walletInfo: { name: 'Mock Wallet', icon: 'https://wallet.example.test/icon.png' },
    },
  })
  const appKit = createAppKit({
    networks: [mainnet, optimism],
    adapters: [adapter],
    projectId: 'connections',
    storage: null,
  })
  appKits.push(appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  return { appKit, wrapper }
}

describe('useAppKitConnections', () => {
  it("has AppKit 1.7's shape, empty while nothing is connected", () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useAppKitConnections(), { wrapper })
    expect(result.current).toEqual({ connections: [], recentConnections: [] })
    expectTypeOf(result.current.connections).toEqualTypeOf<Connection[]>()
  })

  it("lists the namespace's connection with its wallet's name and icon and its network", async () => {
    const { appKit, wrapper } = setup()
    const { result } = renderHook(() => useAppKitConnections('eip155'), { wrapper })
    await appKit.ready()
    await act(() => connect(appKit.kit, { connectorId: 'io.mock' }))
    expect(result.current.recentConnections).toEqual([])
    // The network's image address comes with the modal's code, loaded after first paint.
    await waitFor(() => expect(result.current.connections[0]?.networkIcon).toBeDefined(), {
      timeout: 10_000,
    })
    expect(result.current.connections).toEqual([
      {
        name: 'Mock Wallet',
        icon: 'https://wallet.example.test/icon.png',
        networkIcon: expect.any(String),
        accounts: [{ type: 'eoa', address }],
        caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:10' }),
        connectorId: 'io.mock',
      },
    ])
  })

  it('another namespace has its own list', async () => {
    const { appKit, wrapper } = setup()
    const { result } = renderHook(() => useAppKitConnections('solana'), { wrapper })
    await appKit.ready()
    await act(() => connect(appKit.kit, { connectorId: 'io.mock' }))
    expect(result.current.connections).toEqual([])
  })
})
