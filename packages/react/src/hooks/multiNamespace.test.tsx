import { connect } from '@kit/core'
import { mainnet, optimism, polygon } from '@kit/core/networks'
import { createFakeApi, createMockAdapter, testSolanaNetwork } from '@kit/test-fixtures'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../context/AppKitProvider.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'
import { useAppKitProvider } from './useAppKitProvider.js'

const evmAddress = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const appKits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of appKits.splice(0)) appKit.destroy()
})

/** An instance over an EVM and a Solana mock adapter, each with a provider of its own. */
function setup() {
  const evm = createMockAdapter({ connect: { address: evmAddress, chainId: 1 } })
  evm.getProvider = ({ connectorId }) => ({ kind: 'evm', connectorId })
  const solana = createMockAdapter({
    namespace: 'solana',
    connectors: [{ id: 'Phantom', type: 'INJECTED', name: 'Phantom', chain: 'solana' }],
    connect: { address: solanaAddress, chainId: testSolanaNetwork.id },
  })
  solana.getProvider = ({ connectorId }) => ({ kind: 'solana', connectorId })
  const appKit = createAppKit({
    networks: [mainnet, optimism, testSolanaNetwork],
    adapters: [evm, solana],
    projectId: 'namespaces',
    storage: null,
    fetch: createFakeApi({ wallets: [], balances: [], supportedChains: ['eip155:1'] }).fetch,
  })
  appKits.push(appKit)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider appKit={appKit}>{children}</AppKitProvider>
  )
  const hooks = renderHook(
    () => ({
      active: useAppKitAccount(),
      evm: useAppKitAccount({ namespace: 'eip155' }),
      solana: useAppKitAccount({ namespace: 'solana' }),
      network: useAppKitNetwork(),
      evmProvider: useAppKitProvider<{ kind: string }>('eip155'),
      solanaProvider: useAppKitProvider<{ kind: string }>('solana'),
    }),
    { wrapper },
  )
  return { appKit, kit: appKit.kit, hooks }
}

describe('hooks of two namespaces', () => {
  it('read each namespace, and the active one by default', async () => {
    const { kit, hooks } = setup()
    await act(() => connect(kit, { connectorId: 'io.mock', namespace: 'eip155' }))
    await act(() => connect(kit, { connectorId: 'Phantom', namespace: 'solana' }))
    const now = () => hooks.result.current
    expect(now().active.address).toBe(solanaAddress)
    expect(now().evm).toMatchObject({ address: evmAddress, isConnected: true })
    expect(now().solana).toMatchObject({
      address: solanaAddress,
      caipAddress: `${testSolanaNetwork.caipNetworkId}:${solanaAddress}`,
      isConnected: true,
    })
    expect(now().network.caipNetworkId).toBe(testSolanaNetwork.caipNetworkId)
    expect(now().evmProvider.walletProvider).toEqual({ kind: 'evm', connectorId: 'io.mock' })
    expect(now().solanaProvider.walletProvider).toEqual({ kind: 'solana', connectorId: 'Phantom' })
    expect(now().solanaProvider.walletProviderType).toBe('INJECTED')
    await act(() => now().network.switchNetwork(optimism))
    expect(now().active.address).toBe(evmAddress)
    expect(now().network.chainId).toBe(10)
    expect(now().solana.address).toBe(solanaAddress)
  })

  it("the instance's addNetwork, removeNetwork and removeAdapter: the first remaining one becomes active", async () => {
    const { appKit, kit, hooks } = setup()
    const now = () => hooks.result.current
    await act(() => appKit.addNetwork('eip155', polygon))
    expect(appKit.getCaipNetworks('eip155').map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:137',
    ])
    await act(() => now().network.switchNetwork(polygon))
    await act(() => appKit.removeNetwork('eip155', 137))
    expect(now().network.caipNetworkId).toBe('eip155:1')
    await act(() => connect(kit, { connectorId: 'Phantom', namespace: 'solana' }))
    await act(() => appKit.removeAdapter('solana'))
    await waitFor(() => expect(appKit.getActiveChainNamespace()).toBe('eip155'))
    expect(now().solana.isConnected).toBe(false)
    expect(now().network.caipNetworkId).toBe('eip155:1')
    // A removal the app cannot make is a typed rejection, safe to ignore.
    await expect(appKit.removeAdapter('eip155')).rejects.toThrow('No networks configured')
  })
})
