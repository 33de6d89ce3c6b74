// @vitest-environment jsdom
import {
  createFakeSession,
  createMockAdapter,
  createWalletConnectTestAdapter,
  solanaMainnetId,
  solanaSessionAddress,
  testSolanaNetwork,
} from '@kit/test-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { getConnectors } from '../actions/getConnectors.js'
import { mainnet } from '../networks/evmNetworks.js'
import { createWalletConnectKit } from './test/createWalletConnectKit.js'
import { wc } from './test/mockedWalletConnectSdk.js'
import { createWalletConnectConnector, walletConnectConnectorId } from './walletConnectConnector.js'

vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))

const listed = (kit: Parameters<typeof getConnectors>[0]) =>
  getConnectors(kit).filter((c) => c.type === 'WALLET_CONNECT')

describe('the WalletConnect connector', () => {
  test('is listed once when WalletConnect is enabled and an adapter takes part', async () => {
    const { kit } = await createWalletConnectKit()
    expect(listed(kit)).toEqual([createWalletConnectConnector('eip155')])
    expect(listed(kit)[0]).toMatchObject({
      id: walletConnectConnectorId,
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
    })
    // The modal draws its own icon for it; nothing heavy rides on first paint.
    expect(listed(kit)[0]?.imageUrl).toBeUndefined()
  })

  test('is not listed when WalletConnect is off', async () => {
    const { kit } = await createWalletConnectKit({ enableWalletConnect: false })
    expect(listed(kit)).toEqual([])
  })

  test('is not listed when no adapter takes part', async () => {
    const { kit } = await createWalletConnectKit({ adapters: [createMockAdapter()] })
    expect(listed(kit)).toEqual([])
  })

  test('is listed once for two namespaces taking part', async () => {
    const { kit } = await createWalletConnectKit({
      networks: [mainnet, testSolanaNetwork],
      adapters: [
        createWalletConnectTestAdapter({ namespace: 'eip155' }),
        createWalletConnectTestAdapter({ namespace: 'solana' }),
      ],
    })
    expect(listed(kit)).toHaveLength(1)
  })

  test('item 10: a Solana-only app lists the WalletConnect connector and pairs', async () => {
    const solana = createWalletConnectTestAdapter({ namespace: 'solana' })
    const { kit } = await createWalletConnectKit({
      networks: [testSolanaNetwork],
      adapters: [solana],
    })
    expect(listed(kit)).toEqual([createWalletConnectConnector('solana')])
    const result = connect(kit, { connectorId: walletConnectConnectorId })
    const pairing = await wc.fake.nextPairing()
    expect(Object.keys(pairing.options.optionalNamespaces ?? {})).toEqual(['solana'])
    pairing.approve(
      createFakeSession({
        namespaces: { solana: { accounts: [`${solanaMainnetId}:${solanaSessionAddress}`] } },
      }),
    )
    await expect(result).resolves.toMatchObject({ address: solanaSessionAddress })
    expect(kit.stores.chains.namespaces.solana?.account).toMatchObject({
      address: solanaSessionAddress,
      connectorId: walletConnectConnectorId,
    })
  })
})
