import type { SwapToken } from '@kit/blockchain-api'
import type { Address } from 'viem'
import type { ServedChain } from '../ServedChain.js'
import { nativeTokenAddress } from './nativeTokenAddress.js'
import { tokenIconUrl } from './tokenIconUrl.js'

/** A token of the local price table on one chain: the native currency or a local ERC-20. */
export type PricedToken = SwapToken & {
  /** USD; 0 when the token has no market price. */
  readonly price: number
  /** The contract, or the `0xeeee…eeee` placeholder for the native currency. */
  readonly contract: Address
  readonly native: boolean
}

/**
 * Every token of the price table on `chain`: native first, then the local ERC-20s (none on a
 * testnet, whose balances are native only too).
 */
export function listPricedTokens(chain: ServedChain, baseUrl: string): PricedToken[] {
  return [
    {
      name: chain.native.name,
      symbol: chain.native.symbol,
      address: `${chain.caip2}:${nativeTokenAddress}`,
      decimals: chain.native.decimals,
      logoUri: tokenIconUrl(baseUrl, chain.native.symbol),
      eip2612: false,
      price: chain.native.price,
      contract: nativeTokenAddress,
      native: true,
    },
    ...(chain.config.testnet ? [] : chain.tokens).map(
      (token): PricedToken => ({
        name: token.name,
        symbol: token.symbol,
        address: `${chain.caip2}:${token.address}`,
        decimals: token.decimals,
        logoUri: tokenIconUrl(baseUrl, token.symbol),
        eip2612: false,
        price: token.price,
        contract: token.address,
        native: false,
      }),
    ),
  ]
}
