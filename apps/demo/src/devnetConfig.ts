import {
  bitcoinRegtest,
  type DevnetConfig,
  devnetChains,
  parseDevnetConfig,
  rpcUrlFor,
  solanaLocalNetwork,
} from '@kit/devnet/chains'

/** The running local stack: from `kit-devnet run`, else the default ports. */
export function readDevnetConfig(): DevnetConfig {
  const published = import.meta.env.VITE_KIT_DEVNET
  if (published) return parseDevnetConfig(published)
  return {
    chains: devnetChains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      symbol: chain.symbol,
      testnet: chain.testnet,
      port: chain.port ?? 0,
      rpcUrl: rpcUrlFor(chain),
    })),
    apiUrl: 'http://127.0.0.1:8790',
    analyticsUrl: 'http://127.0.0.1:8790',
    relayUrl: 'ws://127.0.0.1:8791',
    mobileWalletUrl: 'http://127.0.0.1:8792',
    solana: {
      caipNetworkId: solanaLocalNetwork.caipNetworkId,
      port: 8793,
      rpcUrl: 'http://127.0.0.1:8793',
      wsUrl: 'ws://127.0.0.1:8793',
    },
    bitcoin: {
      caipNetworkId: bitcoinRegtest.caipNetworkId,
      port: 8795,
      esploraUrl: 'http://127.0.0.1:8795',
    },
  }
}
