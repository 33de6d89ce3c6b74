import type { Address } from 'viem'
import type { DevnetChainConfig } from '../chains/DevnetConfig.js'
import type { DevCollection } from '../chains/devCollections.js'
import type { DevToken } from '../chains/devTokens.js'
import type { ChainIndexer } from './history/createChainIndexer.js'
import type { TokenInfoCache } from './tokens/createTokenInfoCache.js'

/** The native currency of a served chain, as the API describes it. */
export type NativeCurrency = {
  readonly name: string
  readonly symbol: string
  readonly decimals: 18
  /** USD; 0 on testnets. */
  readonly price: number
}

/** One chain the API serves: its node, what is deployed on it and its history index. */
export type ServedChain = {
  readonly config: DevnetChainConfig
  /** `eip155:<chainId>`. */
  readonly caip2: string
  readonly native: NativeCurrency
  readonly tokens: readonly DevToken[]
  readonly collections: readonly DevCollection[]
  /** One JSON-RPC call to the chain's node. */
  readonly call: (method: string, params?: readonly unknown[]) => Promise<unknown>
  readonly indexer: ChainIndexer
  /** Names, symbols and decimals of token contracts seen in the history. */
  readonly tokenInfo: TokenInfoCache
  /** Sends native currency from the funding account, one payout at a time; resolves once mined. */
  readonly fund: (to: Address, value: bigint) => Promise<`0x${string}`>
}
