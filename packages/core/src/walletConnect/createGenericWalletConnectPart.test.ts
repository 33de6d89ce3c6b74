// @vitest-environment jsdom
import {
  createFakeSession,
  createMemoryStorage,
  createWalletConnectTestAdapter,
  sessionAddress,
  solanaMainnetId,
  solanaSessionAddress,
  testSolanaNetwork,
} from '@kit/test-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getAccount } from '../actions/getAccount.js'
import { getConnectors } from '../actions/getConnectors.js'
import { getUniversalProvider } from '../actions/getUniversalProvider.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { createKit } from '../createKit.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import type { CaipNetwork } from '../types/network.js'
import { createWalletConnectKit, settle } from './test/createWalletConnectKit.js'
import { connectApproved, wc } from './test/mockedWalletConnectSdk.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))

const signature = `0x${'5a'.repeat(65)}`

/** An AppKit Core style kit: networks and a project id, no adapter. */
const createAdapterlessKit = (networks: [CaipNetwork, ...CaipNetwork[]] = [mainnet, optimism]) =>
  createWalletConnectKit({ networks, adapters: [] })

describe('WalletConnect without an adapter', () => {
  test('the modal lists the WalletConnect row', async () => {
    const { kit } = await createAdapterlessKit()
    expect(getConnectors(kit).filter((c) => c.type === 'WALLET_CONNECT')).toMatchObject([
      { id: walletConnectConnectorId, chain: 'eip155' },
    ])
  })

  test("proposes each configured namespace with AppKit's default methods and the networks' RPCs", async () => {
    const { kit } = await createAdapterlessKit([optimism, mainnet, testSolanaNetwork])
    void connect(kit, { connectorId: walletConnectConnectorId })
    const { options } = await wc.fake.nextPairing()
    expect(options.optionalNamespaces).toMatchObject({
      eip155: {
        chains: ['eip155:10', 'eip155:1'],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { '1': mainnet.rpcUrls.default.http[0], '10': optimism.rpcUrls.default.http[0] },
      },
      solana: { chains: [testSolanaNetwork.caipNetworkId] },
    })
    const eip155 = (options.optionalNamespaces?.eip155 ?? {}) as { methods?: string[] }
    expect(eip155.methods).toContain('personal_sign')
    expect(eip155.methods).toContain('eth_sendTransaction')
  })

  test('an adapter takes its own namespace; only a namespace without one gets the generic part', async () => {
    const { kit } = await createWalletConnectKit({
      networks: [mainnet, testSolanaNetwork],
      adapters: [createWalletConnectTestAdapter({ namespace: 'eip155' })],
    })
    void connect(kit, { connectorId: walletConnectConnectorId })
    const { options } = await wc.fake.nextPairing()
    const methods = (ns: string) =>
      (options.optionalNamespaces?.[ns] as { methods?: string[] } | undefined)?.methods
    expect(methods('eip155')).toEqual(['personal_sign'])
    expect(methods('solana')).toContain('solana_signMessage')
  })

  test("pairs: the approved session's account is Kit's, on the app's active network", async () => {
    const { kit } = await createAdapterlessKit([optimism, mainnet])
    await expect(connectApproved(kit)).resolves.toMatchObject({
      address: sessionAddress,
      chainId: 10,
    })
    expect(getAccount(kit)).toMatchObject({
      address: sessionAddress,
      caipAddress: `eip155:10:${sessionAddress}`,
      connectorId: walletConnectConnectorId,
      status: 'connected',
      connectedWalletInfo: { name: 'Peer Wallet' },
    })
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.id).toBe(10)
    // A request the app sends without a chain goes to that network.
    expect(wc.fake.setDefaultChain).toHaveBeenLastCalledWith('eip155:10')
  })

  test('personal_sign through the universal provider reaches the wallet and returns its signature', async () => {
    const { kit } = await createAdapterlessKit()
    expect(getUniversalProvider(kit)).toBeUndefined()
    wc.fake.request.mockImplementation(async ({ method }) => {
      if (method === 'personal_sign') return signature
      throw new Error(`unexpected ${method}`)
    })
    await connectApproved(kit)
    const provider = getUniversalProvider(kit)
    expect(provider).toBe(wc.fake)
    const message = '0x68656c6c6f'
    await expect(
      provider?.request({ method: 'personal_sign', params: [message, sessionAddress] }, 'eip155:1'),
    ).resolves.toBe(signature)
    expect(wc.fake.request).toHaveBeenCalledWith(
      { method: 'personal_sign', params: [message, sessionAddress] },
      'eip155:1',
    )
  })

  test('connects every namespace the wallet approved', async () => {
    const { kit } = await createAdapterlessKit([mainnet, testSolanaNetwork])
    await connectApproved(
      kit,
      createFakeSession({
        namespaces: {
          eip155: { accounts: [`eip155:1:${sessionAddress}`] },
          solana: { accounts: [`${solanaMainnetId}:${solanaSessionAddress}`] },
        },
      }),
    )
    expect(getAccount(kit, { namespace: 'eip155' })?.address).toBe(sessionAddress)
    expect(getAccount(kit, { namespace: 'solana' })).toMatchObject({
      address: solanaSessionAddress,
      connectorId: walletConnectConnectorId,
    })
  })

  test("follows the wallet's account and chain changes, and the session's end", async () => {
    const { kit } = await createAdapterlessKit()
    await connectApproved(kit)
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const event = (name: string, data: unknown, chainId = 'eip155:1') =>
      wc.fake.emit('session_event', { params: { chainId, event: { name, data } } })
    event('accountsChanged', [`eip155:1:${other}`])
    expect(getAccount(kit)?.address).toBe(other)
    event('chainChanged', '0xa', 'eip155:10')
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.id).toBe(10)
    // Nothing readable is ignored rather than taken for a disconnect.
    event('accountsChanged', ['not an address'])
    expect(getAccount(kit)?.address).toBe(other)
    wc.fake.emit('session_delete', {})
    expect(getAccount(kit)?.address).toBeUndefined()
    expect(getUniversalProvider(kit)).toBeUndefined()
  })

  test('switches to an approved chain without a prompt, and asks the wallet for another', async () => {
    const base: CaipNetwork = { ...mainnet, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' }
    const { kit } = await createAdapterlessKit([mainnet, optimism, base])
    await connectApproved(kit)
    await switchNetwork(kit, { network: optimism })
    expect(wc.fake.request).not.toHaveBeenCalled()
    expect(wc.fake.setDefaultChain).toHaveBeenLastCalledWith('eip155:10')
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:10:${sessionAddress}`)
    await switchNetwork(kit, { network: base })
    expect(wc.fake.request).toHaveBeenCalledWith(
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
      'eip155:10',
    )
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.id).toBe(8453)
  })

  test('restores the session after a reload, and disconnect ends it', async () => {
    const storage = createMemoryStorage()
    const { kit } = await createWalletConnectKit({ adapters: [], storage })
    await connectApproved(kit)
    kit.destroy()
    const reloaded = createKit({ networks: [mainnet, optimism], storage, projectId: 'p' })
    await reloaded.ready
    await settle()
    expect(getAccount(reloaded)?.address).toBe(sessionAddress)
    expect(getUniversalProvider(reloaded)).toBe(wc.fake)
    await disconnect(reloaded)
    expect(wc.fake.disconnect).toHaveBeenCalled()
    expect(getAccount(reloaded)?.address).toBeUndefined()
    reloaded.destroy()
  })
})
