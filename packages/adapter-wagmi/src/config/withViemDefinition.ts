import type { Chain } from 'viem'
import { arbitrum, base, mainnet, optimism, polygon, sepolia } from 'viem/chains'

/**
 * viem's definitions of the six networks Kit defines by hand. Kit's own stay small (they are on
 * the modal's first paint), so what wagmi needs from viem's is taken here, in wagmi apps only.
 */
const viemDefinitions: readonly Chain[] = [mainnet, sepolia, optimism, arbitrum, base, polygon]

/**
 * The chain with viem's `contracts` (multicall3, ENS), `formatters` and `serializers` (OP Stack
 * deposits) and `fees` when its id is that of one of Kit's six hand-written networks and it lacks
 * them; what a chain carries itself (a viem chain, a generated Kit network's contracts) is kept.
 * The same object when nothing is added.
 */
export function withViemDefinition(chain: Chain): Chain {
  const viemChain = viemDefinitions.find(({ id }) => id === chain.id)
  if (!viemChain) return chain
  const added: Partial<Chain> = {}
  if (!chain.contracts && viemChain.contracts) added.contracts = viemChain.contracts
  if (!chain.formatters && viemChain.formatters) added.formatters = viemChain.formatters
  if (!chain.serializers && viemChain.serializers) added.serializers = viemChain.serializers
  if (!chain.fees && viemChain.fees) added.fees = viemChain.fees
  return Object.keys(added).length === 0 ? chain : { ...chain, ...added }
}
