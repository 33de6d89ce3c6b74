import type { Connector } from '@kit/core'
import { mainnet, optimism, solanaDevnet } from '@kit/core/networks'
import { createMockAdapter, testSolanaNetwork } from '@kit/test-fixtures'
import { cleanupModal, type RenderModalOptions, renderModal } from './renderModal.js'
import { testAddress, testConnector, testWalletConnectPart } from './testWallet.js'

export { cleanupModal }

/** The Solana account the test wallet connects with. */
export const testSolanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/** A wallet of both namespaces: the same name in each, as Phantom announces itself. */
export const phantomEvm: Connector = {
  id: 'app.phantom',
  type: 'ANNOUNCED',
  name: 'Phantom',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
  info: { rdns: 'app.phantom' },
}
export const phantomSolana: Connector = {
  id: 'Phantom',
  type: 'INJECTED',
  name: 'Phantom',
  chain: 'solana',
}
/** A wallet of Solana only. */
export const solflare: Connector = {
  id: 'Solflare',
  type: 'INJECTED',
  name: 'Solflare',
  chain: 'solana',
}

/**
 * The modal over two mock adapters: EVM (MetaMask and Phantom, with WalletConnect) on mainnet and
 * Optimism, Solana (Phantom and Solflare) on Solana and Solana Devnet.
 */
export function renderTwoNamespaces(options: RenderModalOptions = {}) {
  const evm = createMockAdapter({
    connectors: [testConnector, phantomEvm],
    connect: { address: testAddress, chainId: 1 },
    getBalance: { balance: '1.5', symbol: 'ETH' },
    walletConnect: testWalletConnectPart,
  })
  const solana = createMockAdapter({
    namespace: 'solana',
    connectors: [phantomSolana, solflare],
    connect: { address: testSolanaAddress, chainId: testSolanaNetwork.id },
    getBalance: { balance: '2.25', symbol: 'SOL' },
  })
  const rendered = renderModal({
    ...options,
    kitOptions: {
      networks: [mainnet, optimism, testSolanaNetwork, solanaDevnet],
      adapters: [evm, solana],
      ...options.kitOptions,
    },
  })
  return { ...rendered, evm, solana }
}
