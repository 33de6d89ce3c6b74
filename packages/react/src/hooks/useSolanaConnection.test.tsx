import type { CaipNetwork } from '@kit/core'
import { mainnet, solana, solanaDevnet } from '@kit/core/networks'
import { createFakeApi, createMockAdapter } from '@kit/test-fixtures'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { useSolanaConnection } from './useSolanaConnection.js'

const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

/** An instance with a Solana adapter whose `getConnection` is `getConnection` (if given). */
function setup(
  getConnection?: (parameters: { network: CaipNetwork }) => Promise<{ rpcEndpoint: string }>,
) {
  const adapter = Object.assign(createMockAdapter({ namespace: 'solana', connectors: [] }), {
    getConnection,
  })
  const appKit = createAppKit({
    networks: [solana, solanaDevnet, mainnet],
    adapters: [adapter],
    projectId: 'solana-connection',
    storage: null,
    fetch: createFakeApi({ wallets: [], balances: [] }).fetch,
  })
  appKits.push(appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  return { appKit, ...renderHook(() => useSolanaConnection(), { wrapper }) }
}

describe('useSolanaConnection (AppKit’s Solana useAppKitConnection)', () => {
  it('gives the adapter’s connection for the active Solana network, and follows a switch', async () => {
    const calls: string[] = []
    const made = new Map<string, { rpcEndpoint: string }>()
    const { appKit, result } = setup(async ({ network }) => {
      calls.push(network.caipNetworkId)
      const url = network.rpcUrls.default.http[0] as string
      const connection = made.get(url) ?? { rpcEndpoint: url }
      made.set(url, connection)
      return connection
    })
    await waitFor(() =>
      expect(result.current.connection?.rpcEndpoint).toBe('https://api.mainnet-beta.solana.com'),
    )
    const first = result.current
    await act(() => appKit.switchNetwork(solanaDevnet))
    await waitFor(() =>
      expect(result.current.connection?.rpcEndpoint).toBe('https://api.devnet.solana.com'),
    )
    expect(calls).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId])
    expect(first.connection).not.toBe(result.current.connection)
  })

  it('is undefined while the connection loads, and when loading fails', async () => {
    let fail: (error: Error) => void = () => {}
    const { result } = setup(
      () =>
        new Promise((_, reject) => {
          fail = reject
        }),
    )
    expect(result.current).toEqual({ connection: undefined })
    await act(async () => fail(new Error('chunk failed')))
    expect(result.current).toEqual({ connection: undefined })
  })

  it('is undefined with a Solana adapter that makes no connections', () => {
    const { result } = setup(undefined)
    expect(result.current).toEqual({ connection: undefined })
  })
})
