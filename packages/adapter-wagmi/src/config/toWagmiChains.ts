import type { AppKitNetwork } from '@kit/core'
import type { Chain } from 'viem'
import { NoEvmNetworkError } from '../errors/wagmi.js'
import { withViemDefinition } from './withViemDefinition.js'

/**
 * The app's eip155 networks as wagmi chains. A network is viem-chain-shaped already: everything
 * it carries (contracts, formatters, fees) is kept, with its id as a number; a network on the
 * chain of one of Kit's six hand-written networks gets what it lacks of viem's definition of that
 * chain (see `withViemDefinition`).
 */
export function toWagmiChains(networks: readonly AppKitNetwork[]): readonly [Chain, ...Chain[]] {
  const chains = networks
    .filter((network) => (network.chainNamespace ?? 'eip155') === 'eip155')
    .map((network) =>
      withViemDefinition({ ...network, id: Number(network.id) } as unknown as Chain),
    )
  const [first, ...rest] = chains
  if (!first) throw new NoEvmNetworkError()
  return [first, ...rest]
}
