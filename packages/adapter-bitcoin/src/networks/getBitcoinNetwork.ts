import { UnknownBitcoinNetworkError } from '../errors/network.js'
import {
  type BitcoinNetwork,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
} from './bitcoinNetworks.js'

export type GetBitcoinNetworkParameters = { caipNetworkId: string }
export type GetBitcoinNetworkReturnType = BitcoinNetwork
export type GetBitcoinNetworkErrorType = UnknownBitcoinNetworkError

/**
 * The address parameters of the Bitcoin network a CAIP-2 id names (the id of a Kit network such
 * as `bitcoin` from `@kit/core/networks`).
 * @example
 * const network = getBitcoinNetwork({ caipNetworkId: bitcoin.caipNetworkId })
 */
export function getBitcoinNetwork({
  caipNetworkId,
}: GetBitcoinNetworkParameters): GetBitcoinNetworkReturnType {
  for (const network of [bitcoinMainnet, bitcoinTestnet, bitcoinSignet, bitcoinRegtest])
    if (network.caipNetworkId === caipNetworkId) return network
  throw new UnknownBitcoinNetworkError(caipNetworkId)
}
