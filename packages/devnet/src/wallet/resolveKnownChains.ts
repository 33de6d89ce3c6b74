import { devnetChains, unrequestedChain } from '../chains/devnetChains.js'
import { rpcUrlFor } from '../chains/rpcUrlFor.js'
import type { DevWalletChain } from './DevWalletChain.js'

/** Arbitrum One (42161) is left out so that the dapp has to add it with `wallet_addEthereumChain`. */
export const defaultKnownChainIds: readonly number[] = Object.freeze([1, 10, 11155111, 137])

export type ResolveKnownChainsParameters = {
  chains: readonly DevWalletChain[] | undefined
  knownChainIds: readonly number[]
  addedChains: readonly DevWalletChain[]
}

/** The wallet's network list: `knownChainIds` described by `chains` (or the devnet defaults). */
export function resolveKnownChains({
  chains,
  knownChainIds,
  addedChains,
}: ResolveKnownChainsParameters): Map<number, DevWalletChain> {
  const catalogue = new Map<number, DevWalletChain>()
  for (const chain of [...devnetChains, unrequestedChain]) {
    const rpcUrl = chain.port === undefined ? undefined : rpcUrlFor(chain)
    catalogue.set(chain.chainId, {
      chainId: chain.chainId,
      name: chain.name,
      symbol: chain.symbol,
      rpcUrl,
    })
  }
  for (const chain of chains ?? []) {
    catalogue.set(chain.chainId, { ...catalogue.get(chain.chainId), ...chain })
  }
  const known = new Map<number, DevWalletChain>()
  for (const chainId of knownChainIds) {
    known.set(chainId, catalogue.get(chainId) ?? { chainId, name: `Chain ${chainId}` })
  }
  for (const chain of addedChains) known.set(chain.chainId, chain)
  return known
}
