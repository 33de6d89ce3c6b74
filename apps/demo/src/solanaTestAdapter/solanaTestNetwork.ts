import { solanaChains } from '@kit/devnet/wallet'
import { defineNetwork } from '@kit/react/networks'

const reference = solanaChains.devnet.split(':')[1] as string

/** Solana Devnet, for the Solana test adapter; nothing calls its RPC (the adapter only signs). */
export const solanaTestNetwork = defineNetwork({
  id: reference,
  caipNetworkId: `solana:${reference}`,
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  testnet: true,
})
