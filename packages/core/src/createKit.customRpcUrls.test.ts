// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { connect } from './actions/connect.js'
import { fetchBalance } from './actions/fetchBalance.js'
import { getNetwork } from './actions/getNetwork.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { createKit } from './createKit.js'
import { mainnet, optimism, polygon } from './networks/evmNetworks.js'
import type { KitOptions } from './types/options.js'
import { createWalletConnectKit } from './walletConnect/test/createWalletConnectKit.js'
import { wc } from './walletConnect/test/mockedWalletConnectSdk.js'
import { walletConnectConnectorId } from './walletConnect/walletConnectConnector.js'

vi.mock(
  '@walletconnect/universal-provider',
  () => import('./walletConnect/test/mockedWalletConnectSdk.js'),
)

const key = 'https://rpc.example.test/key'
const customRpcUrls = {
  'eip155:1': [{ url: key }],
  'eip155:137': [{ url: 'wss://ws.example.test/key' }, { url: 'javascript:alert(1)' }],
} satisfies KitOptions['customRpcUrls']
const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'

function setup(options: Partial<KitOptions> = {}) {
  const adapter = createMockAdapter({ connect: { address, chainId: 1 } })
  const kit = createKit({
    networks: [mainnet, optimism, polygon],
    adapters: [adapter],
    storage: createMemoryStorage(),
    customRpcUrls,
    ...options,
  })
  onTestFinished(() => kit.destroy())
  return { kit, adapter }
}

describe('createKit({ customRpcUrls })', () => {
  it('stores the networks with the custom URL first, and hands the adapter the same', async () => {
    const { kit, adapter } = setup()
    await kit.ready
    const http = (n: { rpcUrls: { default: { http: readonly string[] } } }) =>
      n.rpcUrls.default.http
    expect(kit.options.networks.map(http)).toEqual([
      [key, 'https://eth.merkle.io'],
      ['https://mainnet.optimism.io'],
      ['https://polygon-rpc.com'],
    ])
    const stored = kit.stores.chains.namespaces.eip155?.network
    expect(stored?.requestedCaipNetworks.map(http)).toEqual(kit.options.networks.map(http))
    expect(http(getNetwork(kit)?.caipNetwork ?? polygon)).toEqual([key, 'https://eth.merkle.io'])
    expect(adapter.context?.networks).toEqual(kit.options.networks)
    // ws(s) URLs are kept for WebSocket transports; a bad URL is dropped.
    expect(kit.options.networks[2]?.rpcUrls.default).toEqual({
      http: ['https://polygon-rpc.com'],
      webSocket: ['wss://ws.example.test/key'],
    })
  })

  it('the default network, and a switch to the imported network object, carry it too', async () => {
    const { kit, adapter } = setup({ defaultNetwork: mainnet, networks: [optimism, mainnet] })
    await kit.ready
    expect(getNetwork(kit)?.caipNetwork?.rpcUrls.default.http[0]).toBe(key)
    await switchNetwork(kit, { network: optimism })
    await connect(kit, { connectorId: 'io.mock' })
    await switchNetwork(kit, { network: mainnet })
    expect(adapter.calls.switchNetwork.at(-1)?.network.rpcUrls.default.http[0]).toBe(key)
  })

  it('balances are read on the network with the custom URL first', async () => {
    const { kit, adapter } = setup()
    await kit.ready
    await connect(kit, { connectorId: 'io.mock' })
    await fetchBalance(kit, { force: true })
    expect(adapter.calls.getBalance.at(-1)?.network.rpcUrls.default.http[0]).toBe(key)
  })

  it('a WalletConnect pairing without an adapter proposes the custom URL in rpcMap', async () => {
    const { kit } = await createWalletConnectKit({
      networks: [mainnet, optimism],
      adapters: [],
      customRpcUrls,
    })
    void connect(kit, { connectorId: walletConnectConnectorId })
    const { options } = await wc.fake.nextPairing()
    expect(options.optionalNamespaces?.eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:10'],
      rpcMap: { '1': key, '10': 'https://mainnet.optimism.io' },
    })
  })
})
