import type { MobileWalletPageChain } from '#shared'
import { parseCaip2ChainId } from './readSessionChainIds.js'

/** "Ethereum (1)" for a served chain; the CAIP-2 id with "not served" otherwise. */
export function chainLabel(caip2: string, chains: readonly MobileWalletPageChain[]): string {
  const chainId = parseCaip2ChainId(caip2)
  const chain = chains.find((candidate) => candidate.chainId === chainId)
  return chain ? `${chain.name} (${chain.chainId})` : `${caip2} (not served)`
}
