import type { DevnetSolanaConfig } from '../../chains/DevnetConfig.js'
import { nativeCurrencyPrices } from '../../chains/nativeCurrencyPrices.js'
import { solanaDevToken } from '../../solana/solanaDevAccounts.js'
import { solanaLocalNetwork } from '../../solana/solanaLocalNetwork.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import type { SolanaServedChain } from './SolanaServedChain.js'

/** Wraps the running Solana node for the API: SOL, `solanaDevToken` at 1 USD, and its RPC. */
export function createSolanaServedChain(config: DevnetSolanaConfig): SolanaServedChain {
  const { name, symbol, decimals } = solanaLocalNetwork
  return {
    config,
    caip2: config.caipNetworkId,
    native: { name, symbol, decimals, price: nativeCurrencyPrices[symbol] ?? 0 },
    tokens: [{ ...solanaDevToken, price: 1 }],
    call: (method, params = []) => jsonRpcRequest({ url: config.rpcUrl, method, params }),
  }
}
