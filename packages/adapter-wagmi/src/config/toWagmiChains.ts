import type { AppKitNetwork } from '@kit/core'
import type { Chain } from 'viem'
import { NoEvmNetworkError } from '../errors/wagmi.js'

/**
 * The app's eip155 networks as wagmi chains. A network is viem-chain-shaped already: everything
 * it carries (contracts, formatters, fees) is kept, with its id as a number.
 */
export function toWagmiChains(networks: readonly AppKitNetwork[]): readonly [Chain, ...Chain[]] {
  const chains = networks
    .filter((network) => (network.chainNamespace ?? 'eip155') === 'eip155')
    .map((network) => ({ ...network, id: Number(network.id) }) as unknown as Chain)
  const [first, ...rest] = chains
  if (!first) throw new NoEvmNetworkError()
  return [first, ...rest]
}
