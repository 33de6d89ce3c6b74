import type { Address } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import type { ServedChain } from '../ServedChain.js'
import { listPricedTokens, type PricedToken } from './listPricedTokens.js'

/** Tokens the local "swap" accepts: priced ones (not `PTS`), never on a testnet. */
export function listSwapTokens(chain: ServedChain, baseUrl: string): PricedToken[] {
  if (chain.config.testnet) return []
  return listPricedTokens(chain, baseUrl).filter((token) => token.price > 0)
}

/** The swappable token at `address` on `chain`, or a 400 naming `field`. */
export function findSwapToken(
  chain: ServedChain,
  address: Address,
  baseUrl: string,
  field: string,
): PricedToken {
  const wanted = address.toLowerCase()
  const token = listSwapTokens(chain, baseUrl).find(
    (candidate) => candidate.contract.toLowerCase() === wanted,
  )
  if (!token) {
    throw new ApiRequestError({
      field,
      description: `${address} cannot be swapped on ${chain.config.name}`,
    })
  }
  return token
}
