import { ChainNotServedError } from '../errors/config.js'
import { formatHost } from '../utils/formatHost.js'

/**
 * The HTTP JSON-RPC URL of a chain's anvil on its default port.
 * @example rpcUrlFor(devnetChains[0]) // 'http://127.0.0.1:8545'
 */
export function rpcUrlFor(
  chain: { readonly chainId: number; readonly port: number | undefined },
  host = '127.0.0.1',
): string {
  if (chain.port === undefined) throw new ChainNotServedError({ chainId: chain.chainId })
  return `http://${formatHost(host)}:${chain.port}`
}
