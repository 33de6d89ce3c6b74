import { addNetwork, connect as kitConnect } from '@kit/core'
import { mainnet, optimism, polygon } from '@kit/core/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, onTestFinished } from 'vitest'
import {
  useAccount,
  useChainId,
  useChains,
  useDisconnect,
  useSignMessage,
  useSwitchChain,
  WagmiProvider,
} from 'wagmi'
import {
  announceWallet,
  installWallet,
  walletInfo,
} from '../../adapter-evm/src/test/announceWallet.js'
import {
  createMockProvider,
  testAccountChecksummed,
} from '../../adapter-evm/src/test/createMockProvider.js'
import { createWagmiKit, findConnectorId } from './test/createWagmiKit.js'

const signature = `0x${'cd'.repeat(65)}`

async function renderWagmiApp() {
  const provider = createMockProvider({ personal_sign: () => signature })
  provider.chains.add(10)
  const info = walletInfo({ name: 'Mock', rdns: 'org.example.mock' })
  onTestFinished(installWallet({ provider, info }))
  const setup = await createWagmiKit({ networks: [mainnet, optimism] })
  announceWallet({ provider, info })
  const queryClient = new QueryClient()
  // As an AppKit app wraps its tree.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={setup.adapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
  const hooks = renderHook(
    () => ({
      account: useAccount(),
      chainId: useChainId(),
      chains: useChains(),
      sign: useSignMessage(),
      disconnect: useDisconnect(),
      switchChain: useSwitchChain(),
    }),
    { wrapper },
  )
  onTestFinished(() => hooks.unmount())
  return { ...setup, hooks, provider, wrapper }
}

describe('wagmi’s hooks under <WagmiProvider config={wagmiAdapter.wagmiConfig}>', () => {
  it('useAccount follows the modal’s connection; useSignMessage signs with that wallet', async () => {
    const { kit, hooks, provider } = await renderWagmiApp()
    // WagmiProvider's reconnect on mount finds nothing to restore.
    await waitFor(() => expect(hooks.result.current.account.status).toBe('disconnected'))
    await act(async () => {
      await kitConnect(kit, { connectorId: await findConnectorId(kit, 'Mock') })
    })
    await waitFor(() => expect(hooks.result.current.account.address).toBe(testAccountChecksummed))
    let signed: string | undefined
    await act(async () => {
      signed = await hooks.result.current.sign.signMessageAsync({ message: 'hello' })
    })
    expect(signed).toBe(signature)
    expect(provider.calls.find((c) => c.method === 'personal_sign')?.params).toEqual([
      '0x68656c6c6f',
      testAccountChecksummed,
    ])
  })

  it('useSwitchChain and useDisconnect act on the modal’s connection', async () => {
    const { kit, hooks } = await renderWagmiApp()
    await act(async () => {
      await kitConnect(kit, { connectorId: await findConnectorId(kit, 'Mock') })
    })
    await act(async () => {
      await hooks.result.current.switchChain.switchChainAsync({ chainId: 10 })
    })
    await waitFor(() => expect(hooks.result.current.chainId).toBe(10))
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.id).toBe(10)
    await act(async () => {
      await hooks.result.current.disconnect.disconnectAsync()
    })
    await waitFor(() => expect(hooks.result.current.account.status).toBe('disconnected'))
    expect(kit.stores.connection.status).toBe('disconnected')
  })

  it('a network the app adds at run time shows in useChains, and in useAccount for a wallet on it', async () => {
    const { kit, hooks, provider, wrapper } = await renderWagmiApp()
    // A component that reads only the account: nothing but wagmi's state redraws it.
    const accountOnly = renderHook(() => useAccount(), { wrapper })
    onTestFinished(() => accountOnly.unmount())
    provider.chains.add(137)
    await act(async () => {
      await kitConnect(kit, { connectorId: await findConnectorId(kit, 'Mock') })
    })
    act(() => {
      provider.chainId = 137
      provider.emit('chainChanged', '0x89')
    })
    await waitFor(() => expect(accountOnly.result.current.chainId).toBe(137))
    expect(accountOnly.result.current.chain).toBeUndefined()
    act(() => {
      addNetwork(kit, { namespace: 'eip155', network: polygon })
    })
    await waitFor(() => expect(accountOnly.result.current.chain?.id).toBe(137))
    expect(hooks.result.current.chains.map((chain) => chain.id)).toEqual([1, 10, 137])
  })
})
