// @vitest-environment node

import { type AppKitNetwork, defineNetwork } from '@kit/core'
import * as kitNetworks from '@kit/core/networks'
import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { WagmiAdapter } from '../WagmiAdapter.js'

/** Kit's six hand-written networks beside viem's definitions of the same chains. */
const handWritten: [string, AppKitNetwork, Chain][] = [
  ['mainnet', kitNetworks.mainnet, viemChains.mainnet],
  ['sepolia', kitNetworks.sepolia, viemChains.sepolia],
  ['optimism', kitNetworks.optimism, viemChains.optimism],
  ['arbitrum', kitNetworks.arbitrum, viemChains.arbitrum],
  ['base', kitNetworks.base, viemChains.base],
  ['polygon', kitNetworks.polygon, viemChains.polygon],
]

/** The wagmi chains `new WagmiAdapter` builds from `networks`. */
function wagmiChains<const networks extends AppKitNetwork[]>(
  ...networks: networks
): { [index in keyof networks]: Chain } {
  return new WagmiAdapter({ networks }).wagmiConfig.chains as unknown as {
    [index in keyof networks]: Chain
  }
}

describe("wagmi chains of Kit's hand-written networks", () => {
  it.each(handWritten)(
    "%s gets viem's contracts, formatters, serializers and fees",
    (_, network, viemChain) => {
      const [chain] = wagmiChains(network)
      expect(network).not.toHaveProperty('contracts')
      expect(chain.contracts).toBe(viemChain.contracts)
      expect(chain.formatters).toBe(viemChain.formatters)
      expect(chain.serializers).toBe(viemChain.serializers)
      expect(chain.fees).toBe(viemChain.fees)
      // The rest stays Kit's: its RPC URL and name, not viem's.
      expect(chain.rpcUrls).toBe(network.rpcUrls)
      expect(chain.name).toBe(network.name)
    },
  )

  it('mainnet finds multicall3 and the ENS universal resolver; OP Stack chains their formatters', () => {
    const [mainnet, optimism, base] = wagmiChains(
      kitNetworks.mainnet,
      kitNetworks.optimism,
      kitNetworks.base,
    )
    expect(mainnet.contracts?.multicall3?.address).toBe(
      '0xca11bde05977b3631167028862be2a173976ca11',
    )
    expect(mainnet.contracts?.ensUniversalResolver?.address).toMatch(/^0x[0-9a-f]{40}$/i)
    for (const chain of [optimism, base]) {
      expect(Object.keys(chain.formatters ?? {}).sort()).toEqual([
        'block',
        'transaction',
        'transactionReceipt',
      ])
      expect(chain.serializers?.transaction).toBeTypeOf('function')
      expect(chain.contracts?.multicall3?.address).toBeDefined()
    }
  })

  it('a network of the same id keeps the contracts it has and gets what it lacks', () => {
    const ownContracts = {
      multicall3: { address: '0x0000000000000000000000000000000000000abc' as const },
    }
    const [chain] = wagmiChains(
      defineNetwork({
        id: 10,
        name: 'OP on a local node',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        contracts: ownContracts,
      }),
    )
    expect(chain.contracts).toEqual(ownContracts)
    expect(chain.formatters).toBe(viemChains.optimism.formatters)
  })
})

describe('wagmi chains of other networks', () => {
  it("a generated network keeps its own contracts (viem's, written by the generator)", () => {
    const [zora, optimismSepolia] = wagmiChains(kitNetworks.zora, kitNetworks.optimismSepolia)
    expect(zora.contracts).toBe(kitNetworks.zora.contracts)
    expect(zora.contracts).toEqual(viemChains.zora.contracts)
    expect(optimismSepolia.contracts?.multicall3).toEqual(
      viemChains.optimismSepolia.contracts.multicall3,
    )
  })

  it('a viem chain keeps everything it carries', () => {
    const chains = wagmiChains(viemChains.optimism, viemChains.mainnet, viemChains.celo)
    for (const [chain, viemChain] of chains.map(
      (chain, i) => [chain, [viemChains.optimism, viemChains.mainnet, viemChains.celo][i]] as const,
    )) {
      expect(chain).toEqual({ ...viemChain, id: viemChain?.id })
      expect(chain.formatters).toBe(viemChain?.formatters)
      expect(chain.serializers).toBe(viemChain?.serializers)
      expect(chain.contracts).toBe(viemChain?.contracts)
    }
  })

  it('a network of another id gets nothing from viem', () => {
    const network = defineNetwork({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    const [chain] = wagmiChains(network)
    expect(chain).toEqual({ ...network })
    expect(chain).not.toHaveProperty('formatters')
  })
})
