import type { AppKitNetwork } from '@kit/core'
import { createKit, defineNetwork, connect as kitConnect } from '@kit/core'
import { mainnet, optimism } from '@kit/core/networks'
import { createMemoryStorage } from '@kit/test-fixtures'
import {
  cookieStorage,
  cookieToInitialState,
  createStorage,
  getAccount,
  http,
  reconnect,
} from '@wagmi/core'
import { mainnet as viemMainnet } from 'viem/chains'
import { describe, expect, it, onTestFinished } from 'vitest'
import {
  announceWallet,
  installWallet,
  walletInfo,
} from '../../adapter-evm/src/test/announceWallet.js'
import { createMockProvider } from '../../adapter-evm/src/test/createMockProvider.js'
import { NoEvmNetworkError } from './errors/wagmi.js'
import { findConnectorId } from './test/createWagmiKit.js'
import { transportUrls } from './test/transportUrls.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const solanaNetwork = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://solana.example.test'] } },
})

const base = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
})

/** The URL(s) a chain's transport sends to, read from the transport wagmi built. */

describe('new WagmiAdapter: the wagmi config', () => {
  it('takes the eip155 networks as wagmi chains, in order, and nothing else', () => {
    const adapter = new WagmiAdapter({
      networks: [optimism, solanaNetwork, mainnet],
      projectId: 'p',
    })
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([10, 1])
    expect(adapter.wagmiChains[0]).toMatchObject({ id: 10, name: 'OP Mainnet' })
    expect(adapter.wagmiConfig.state).toMatchObject({ chainId: 10, status: 'disconnected' })
    expect(adapter).toMatchObject({ namespace: 'eip155', adapterType: 'wagmi', projectId: 'p' })
  })

  it('keeps what a viem chain carries (multicall contract, formatters)', () => {
    const adapter = new WagmiAdapter({ networks: [viemMainnet] })
    expect(adapter.wagmiConfig.chains[0].contracts?.multicall3?.address).toBe(
      viemMainnet.contracts.multicall3.address,
    )
  })

  it('sends reads to the network’s RPC, custom RPC URLs first, and the app’s transports as given', () => {
    const adapter = new WagmiAdapter({
      networks: [mainnet, optimism, base],
      customRpcUrls: { 'eip155:10': [{ url: 'https://op.example.test/a' }] },
      transports: { 8453: http('https://base.example.test') },
    })
    expect(transportUrls(adapter, 1)).toEqual(['https://eth.merkle.io'])
    expect(transportUrls(adapter, 10)).toEqual([
      'https://op.example.test/a',
      'https://mainnet.optimism.io',
    ])
    expect(transportUrls(adapter, 8453)).toEqual(['https://base.example.test'])
  })

  it('needs an eip155 network', () => {
    expect(() => new WagmiAdapter({ networks: [solanaNetwork] })).toThrow(NoEvmNetworkError)
  })

  it('leaves wallet discovery to Kit: wagmi lists only Kit’s connector and the app’s own', () => {
    const adapter = new WagmiAdapter({ networks: [mainnet] })
    expect(adapter.wagmiConfig.connectors.map((c) => c.name)).toEqual(['Kit'])
  })
})

describe('custom RPC URLs for the modal’s own reads', () => {
  it('balances are read from the custom URL first; a pairing proposes it in rpcMap', async () => {
    const urls: string[] = []
    const fetchFn: typeof fetch = async (input, init) => {
      urls.push(String(input))
      const { id } = JSON.parse(String(init?.body))
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: '0xde0b6b3a7640000' }))
    }
    const adapter = new WagmiAdapter({
      networks: [mainnet, optimism],
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example.test/key' }] },
      evm: { fetchFn },
    })
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await expect(adapter.getBalance({ address, network: mainnet })).resolves.toEqual({
      balance: '1',
      symbol: 'ETH',
    })
    await adapter.getBalance({ address, network: optimism })
    expect(urls).toEqual(['https://rpc.example.test/key', 'https://mainnet.optimism.io'])
    const proposal = adapter.walletConnect.propose!({
      networks: [mainnet, optimism],
      active: mainnet,
    })
    expect(proposal.rpcMap).toEqual({
      1: 'https://rpc.example.test/key',
      10: 'https://mainnet.optimism.io',
    })
  })
})

describe('AppKit 1.7’s WagmiAdapter setup compiles and runs unchanged', () => {
  it('networks tuple, projectId, ssr, cookie storage, transports, customRpcUrls', () => {
    const networks = [mainnet, optimism] as [AppKitNetwork, ...AppKitNetwork[]]
    const wagmiAdapter = new WagmiAdapter({
      storage: createStorage({ storage: cookieStorage }),
      ssr: true,
      projectId: 'p',
      networks,
      transports: { [mainnet.id]: http('http://127.0.0.1:8545') },
      customRpcUrls: { 'eip155:10': [{ url: 'https://op.example.test' }] },
      pendingTransactionsFilter: { enable: true, pollingInterval: 15_000 },
    })
    const kit = createKit({ adapters: [wagmiAdapter], networks, projectId: 'p', storage: null })
    onTestFinished(() => kit.destroy())
    // A Next.js page hydrates wagmi from the request's cookies, as AppKit's examples do.
    const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig, '')
    expect(initialState).toBeUndefined()
    expect(transportUrls(wagmiAdapter, 1)).toEqual(['http://127.0.0.1:8545'])
    expect(wagmiAdapter.wagmiConfig._internal.ssr).toBe(true)
  })
})

describe('wagmi’s reconnect on mount and Kit’s restore', () => {
  it('a wagmi reconnect during Kit’s restore waits for it and ends connected', async () => {
    const provider = createMockProvider()
    const info = walletInfo({ name: 'Mock', rdns: 'org.example.mock' })
    onTestFinished(installWallet({ provider, info }))
    const storage = createMemoryStorage()
    const first = createKit({
      networks: [mainnet],
      adapters: [new WagmiAdapter({ networks: [mainnet], storage: null })],
      storage,
    })
    onTestFinished(() => first.destroy())
    announceWallet({ provider, info })
    await kitConnect(first, { connectorId: await findConnectorId(first, 'Mock') })
    first.destroy()

    const adapter = new WagmiAdapter({ networks: [mainnet], storage: null })
    const reload = createKit({ networks: [mainnet], adapters: [adapter], storage })
    onTestFinished(() => reload.destroy())
    // WagmiProvider's mount runs while Kit is still restoring.
    const reconnected = await reconnect(adapter.wagmiConfig)
    expect(reconnected).toHaveLength(1)
    expect(getAccount(adapter.wagmiConfig)).toMatchObject({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })

  it('with wagmi’s own storage (localStorage), a reload reconnects only what Kit restores', async () => {
    localStorage.clear()
    onTestFinished(() => localStorage.clear())
    const provider = createMockProvider()
    const info = walletInfo({ name: 'Mock', rdns: 'org.example.mock' })
    onTestFinished(installWallet({ provider, info }))
    const storage = createMemoryStorage()
    const page = (kitStorage = storage) => {
      const adapter = new WagmiAdapter({ networks: [mainnet] })
      const kit = createKit({ networks: [mainnet], adapters: [adapter], storage: kitStorage })
      onTestFinished(() => kit.destroy())
      return { kit, config: adapter.wagmiConfig }
    }
    const first = page()
    announceWallet({ provider, info })
    await kitConnect(first.kit, { connectorId: await findConnectorId(first.kit, 'Mock') })
    expect(localStorage.getItem('wagmi.recentConnectorId')).toContain('org.example.mock')
    first.kit.destroy()

    const restored = page()
    await reconnect(restored.config)
    expect(getAccount(restored.config)).toMatchObject({ status: 'connected', chainId: 1 })
    restored.kit.destroy()

    // wagmi remembers a connection Kit no longer has (a fresh Kit storage): wagmi drops it.
    const forgotten = page(createMemoryStorage())
    await reconnect(forgotten.config)
    expect(getAccount(forgotten.config).status).toBe('disconnected')
  })
})
