import { connect, MethodNotSupportedError } from '@kit/core'
import { mainnet } from '@kit/core/networks'
import { createMockAdapter } from '@kit/test-fixtures'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { type AppKitConnectionChange, useAppKitConnection } from './useAppKitConnection.js'

const first = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const second = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

async function setup() {
  const adapter = createMockAdapter({
    connectors: [
      { id: 'io.first', type: 'ANNOUNCED', name: 'First Wallet', chain: 'eip155' },
      { id: 'io.second', type: 'ANNOUNCED', name: 'Second Wallet', chain: 'eip155' },
    ],
    connect: ({ connectorId }) => ({
      address: connectorId === 'io.first' ? first : second,
      chainId: 1,
    }),
  })
  const appKit = createAppKit({
    networks: [mainnet],
    adapters: [adapter],
    projectId: 'connection',
    storage: null,
  })
  appKits.push(appKit)
  await appKit.ready()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  const changes: AppKitConnectionChange[] = []
  const errors: Error[] = []
  const hook = renderHook(
    () =>
      useAppKitConnection({
        namespace: 'eip155',
        onSuccess: (change) => changes.push(change),
        onError: (error) => errors.push(error),
      }),
    { wrapper },
  )
  return { appKit, ...hook, changes, errors }
}

describe("useAppKitConnection (AppKit 1.7's, from @reown/appkit/react)", () => {
  it('gives the connection of the namespace, none while nothing is connected', async () => {
    const { appKit, result } = await setup()
    expect(result.current).toMatchObject({ connection: undefined, isPending: false })
    await act(() => connect(appKit.kit, { connectorId: 'io.first' }))
    expect(result.current.connection).toMatchObject({
      name: 'First Wallet',
      connectorId: 'io.first',
      accounts: [{ address: first }],
    })
  })

  it("switches to another wallet's connection by connecting it", async () => {
    const { appKit, result, changes, errors } = await setup()
    await act(() => connect(appKit.kit, { connectorId: 'io.first' }))
    const other = { connectorId: 'io.second', accounts: [] }
    await act(() => result.current.switchConnection({ connection: other }))
    expect(errors).toEqual([])
    expect(changes).toEqual([
      {
        address: second,
        namespace: 'eip155',
        hasSwitchedAccount: false,
        hasSwitchedWallet: true,
        hasDeletedWallet: false,
      },
    ])
    expect(result.current.connection?.connectorId).toBe('io.second')
    expect(result.current.isPending).toBe(false)
  })

  it('reports through onError what Kit cannot do: another account of the same wallet', async () => {
    const { appKit, result, changes, errors } = await setup()
    await act(() => connect(appKit.kit, { connectorId: 'io.first' }))
    const connection = result.current.connection!
    await act(() => result.current.switchConnection({ connection, address: second }))
    expect(changes).toEqual([])
    expect(errors[0]).toBeInstanceOf(MethodNotSupportedError)
    expect(result.current.connection?.accounts[0]?.address).toBe(first)
  })
})
