import type { DevnetConfig } from '../chains/DevnetConfig.js'

/** The one-line JSON published to stdout and to `KIT_DEVNET`. */
export function toConfigJson({
  chains,
  apiUrl,
  analyticsUrl,
  relayUrl,
  mobileWalletUrl,
  solana,
  bitcoin,
}: DevnetConfig): string {
  return JSON.stringify({
    chains,
    apiUrl,
    analyticsUrl,
    relayUrl,
    mobileWalletUrl,
    solana: solana && {
      caipNetworkId: solana.caipNetworkId,
      port: solana.port,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
    },
    bitcoin: bitcoin && {
      caipNetworkId: bitcoin.caipNetworkId,
      port: bitcoin.port,
      esploraUrl: bitcoin.esploraUrl,
    },
  })
}
