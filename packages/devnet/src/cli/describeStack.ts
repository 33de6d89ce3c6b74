import type { DevnetConfig } from '../chains/DevnetConfig.js'

/** The readable summary `kit-devnet start` writes to stderr, one service a line. */
export function describeStack({
  chains,
  apiUrl,
  relayUrl,
  mobileWalletUrl,
  solana,
  bitcoin,
}: DevnetConfig): string[] {
  const evm = chains.map((chain) => `${chain.name} ${chain.rpcUrl}`).join(', ')
  return [
    `API, wallet catalogue and analytics at ${apiUrl}`,
    `chains ${evm}`,
    ...(solana
      ? [`Solana (${solana.caipNetworkId}) RPC ${solana.rpcUrl}, WebSocket ${solana.wsUrl}`]
      : []),
    ...(bitcoin
      ? [`Bitcoin regtest (${bitcoin.caipNetworkId}) Esplora ${bitcoin.esploraUrl}`]
      : []),
    `WalletConnect relay ${relayUrl}, mobile wallet ${mobileWalletUrl}`,
  ]
}
