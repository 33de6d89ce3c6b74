import type { Kit } from '../../types/kit.js'
import { getActiveAccount } from '../../utils/getActiveAccount.js'

/** Who buys, and where: the connected eip155 account and its network. */
export type OnrampTarget = {
  address: string
  caipNetworkId: string
  /** The decimal chain id (`'1'`), as the onramp options name networks. */
  chainId: string
  /** The network's native currency symbol (the balance that grows). */
  nativeSymbol: string
}

/** The account the onramp buys for, or undefined when none (or a non-EVM one) is active. */
export function getOnrampTarget(kit: Kit): OnrampTarget | undefined {
  const active = getActiveAccount(kit)
  if (active?.network.chainNamespace !== 'eip155') return undefined
  const chainId = active.network.caipNetworkId.split(':')[1] ?? ''
  return {
    address: active.address,
    caipNetworkId: active.network.caipNetworkId,
    chainId,
    nativeSymbol: active.network.nativeCurrency.symbol,
  }
}
