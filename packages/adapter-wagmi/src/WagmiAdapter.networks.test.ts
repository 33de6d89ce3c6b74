import { addNetwork, defineNetwork, connect as kitConnect, removeNetwork } from '@kit/core'
import { ChainNotConfiguredError, getAccount, switchChain } from '@wagmi/core'
import { describe, expect, it, onTestFinished } from 'vitest'
// The EVM adapter's own test wallet: an in-memory EIP-1193 provider announced over EIP-6963.
import {
  announceWallet,
  installWallet,
  walletInfo,
} from '../../adapter-evm/src/test/announceWallet.js'
import { createMockProvider } from '../../adapter-evm/src/test/createMockProvider.js'
import {
  createWagmiKit,
  ether,
  findConnectorId,
  localMainnet,
  unreachableOptimism,
} from './test/createWagmiKit.js'
import { transportUrls } from './test/transportUrls.js'

const networks = [localMainnet('http://127.0.0.1:1'), unreachableOptimism] as const

/** Polygon on an address nothing answers: a network the app adds once it runs. */
const addedPolygon = defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { ...ether, name: 'POL', symbol: 'POL' },
  rpcUrls: { default: { http: ['http://127.0.0.1:2/polygon'] } },
})

async function connectedMockWallet() {
  const provider = createMockProvider()
  provider.chains.add(10)
  provider.chains.add(137)
  const setup = await createWagmiKit({ networks })
  const info = walletInfo({ name: 'Mock', rdns: 'org.example.mock' })
  onTestFinished(installWallet({ provider, info }))
  announceWallet({ provider, info })
  await kitConnect(setup.kit, { connectorId: await findConnectorId(setup.kit, 'Mock') })
  return { ...setup, provider }
}

const chainIds = (chains: readonly { id: number }[]) => chains.map((chain) => chain.id)

describe('networks added and removed at run time reach wagmi', () => {
  it('an added network is a wagmi chain with a transport on its RPC; wagmi’s switchChain reaches it', async () => {
    const { kit, config, adapter, provider } = await connectedMockWallet()
    await expect(switchChain(config, { chainId: 137 })).rejects.toBeInstanceOf(
      ChainNotConfiguredError,
    )
    addNetwork(kit, { namespace: 'eip155', network: addedPolygon })
    expect(chainIds(config.chains)).toEqual([1, 10, 137])
    expect(chainIds(adapter.wagmiChains)).toEqual([1, 10, 137])
    expect(transportUrls(adapter, 137)).toEqual(['http://127.0.0.1:2/polygon'])
    await switchChain(config, { chainId: 137 })
    expect(provider.chainId).toBe(137)
    expect(getAccount(config)).toMatchObject({ chainId: 137, chain: { id: 137 } })
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.caipNetworkId).toBe(
      'eip155:137',
    )
  })

  it('the connection’s chain, unknown to wagmi, is shown once the app adds it', async () => {
    const { kit, config, provider } = await connectedMockWallet()
    provider.chainId = 137
    provider.emit('chainChanged', '0x89')
    expect(getAccount(config)).toMatchObject({ chainId: 137, chain: undefined })
    addNetwork(kit, { namespace: 'eip155', network: addedPolygon })
    expect(getAccount(config).chain?.id).toBe(137)
  })

  it('a removed network leaves wagmi’s chains; the first ones keep their transports', async () => {
    const { kit, config } = await connectedMockWallet()
    const mainnetTransport = config._internal.transports[1]
    removeNetwork(kit, { namespace: 'eip155', networkId: 10 })
    expect(chainIds(config.chains)).toEqual([1])
    expect(config._internal.transports[1]).toBe(mainnetTransport)
    await expect(switchChain(config, { chainId: 10 })).rejects.toBeInstanceOf(
      ChainNotConfiguredError,
    )
  })

  it('with nothing connected, wagmi’s switchChain to an added network moves Kit there', async () => {
    const { kit, config } = await createWagmiKit({ networks })
    addNetwork(kit, { namespace: 'eip155', network: addedPolygon })
    await switchChain(config, { chainId: 137 })
    await expect
      .poll(() => kit.stores.chains.namespaces.eip155?.network.caipNetwork?.caipNetworkId)
      .toBe('eip155:137')
  })

  it('an added network takes the app’s custom RPC URLs first, in Kit and once in wagmi', async () => {
    const customRpcUrls = { 'eip155:137': [{ url: 'http://127.0.0.1:3/custom' }] }
    const { kit, adapter } = await createWagmiKit({
      networks,
      options: { customRpcUrls },
      adapterParameters: { customRpcUrls },
    })
    const added = addNetwork(kit, { namespace: 'eip155', network: addedPolygon })
    expect(added.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:3/custom',
      'http://127.0.0.1:2/polygon',
    ])
    expect(transportUrls(adapter, 137)).toEqual([
      'http://127.0.0.1:3/custom',
      'http://127.0.0.1:2/polygon',
    ])
  })
})
