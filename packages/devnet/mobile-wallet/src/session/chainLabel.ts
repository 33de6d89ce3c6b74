import { bitcoinRegtest, type MobileWalletPageChain, solanaChains } from '#shared'
import { parseCaip2ChainId } from './readSessionChainIds.js'

/** "Ethereum (1)" for a served chain; the CAIP-2 id with "not served" otherwise. */
export function chainLabel(caip2: string, chains: readonly MobileWalletPageChain[]): string {
  const chainId = parseCaip2ChainId(caip2)
  const chain = chains.find((candidate) => candidate.chainId === chainId)
  if (caip2 === bitcoinRegtest.caipNetworkId) return 'Bitcoin regtest'
  const cluster = Object.entries(solanaChains).find(([, id]) => id === caip2)?.[0]
  if (cluster) return `Solana ${cluster}`
  return chain ? `${chain.name} (${chain.chainId})` : `${caip2} (not served)`
}
