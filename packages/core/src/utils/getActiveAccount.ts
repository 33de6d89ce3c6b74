import type { ChainState } from '../stores/createChainsStore.js'
import type { Kit } from '../types/kit.js'
import type { CaipNetwork } from '../types/network.js'
import { getChain } from './getChain.js'

export type ActiveAccount = {
  chain: ChainState
  address: string
  caipAddress: string
  network: CaipNetwork
}

/** The active namespace's connected address and network, or undefined when none is connected. */
export function getActiveAccount(kit: Kit): ActiveAccount | undefined {
  const chain = getChain(kit)
  const network = chain?.network.caipNetwork
  const { address, caipAddress } = chain?.account ?? {}
  if (!chain || !network || !address || !caipAddress) return undefined
  return { chain, address, caipAddress, network }
}
