import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import * as entry from '../exports/networks.js'
import type { CaipNetwork } from '../types/network.js'
import * as ownNetworks from './evmNetworks.js'

const generator = join(import.meta.dirname, '../../scripts/generateNetworks.mjs')
const networks = entry as unknown as Record<string, CaipNetwork>

/** viem's contracts of a chain without its undefined entries; undefined when none is left. */
function contractsOf(chain: { contracts?: Record<string, unknown> | undefined }) {
  const defined = Object.entries(chain.contracts ?? {}).filter(([, value]) => value !== undefined)
  return defined.length > 0 ? Object.fromEntries(defined) : undefined
}

describe('the EVM catalogue', () => {
  it('is what scripts/generateNetworks.mjs writes from the pinned viem', () => {
    const check = () =>
      execFileSync(process.execPath, [generator, '--check'], { encoding: 'utf8', stdio: 'pipe' })
    expect(check).not.toThrow()
    // A second Node process that loads all of viem's chains: seconds when CI runs other work.
  }, 60_000)

  it("offers every name of viem's chains", () => {
    const missing = Object.keys(viemChains).filter((name) => !(name in entry))
    expect(missing).toEqual([])
  })

  it("keeps viem's values for the fields Kit reads", () => {
    const differing = Object.entries(viemChains)
      .filter(([name]) => !(name in ownNetworks))
      .filter(([name, chain]) => {
        const network = networks[name]
        const explorer = chain.blockExplorers?.default
        const expected = {
          id: chain.id,
          caipNetworkId: `eip155:${chain.id}`,
          chainNamespace: 'eip155',
          name: chain.name,
          nativeCurrency: { ...chain.nativeCurrency },
          rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
          ...(explorer && {
            blockExplorers: { default: { name: explorer.name, url: explorer.url } },
          }),
          ...(chain.testnet === true && { testnet: true }),
          ...(contractsOf(chain) && { contracts: contractsOf(chain) }),
        }
        return !isDeepStrictEqual({ ...network }, expected)
      })
      .map(([name]) => name)
    expect(differing).toEqual([])
  })

  it("keeps Kit's own six definitions where viem's differ", () => {
    expect(entry.mainnet.rpcUrls.default.http).toEqual(['https://eth.merkle.io'])
    expect(entry.sepolia.rpcUrls.default.http).toEqual(['https://sepolia.drpc.org'])
    expect(entry.polygon.rpcUrls.default.http).toEqual(['https://polygon-rpc.com'])
    for (const [name, network] of Object.entries(ownNetworks)) expect(networks[name]).toBe(network)
  })

  it("carries viem's contracts, which wagmi's readContracts and ENS actions look up", () => {
    expect(entry.zksync.contracts?.multicall3).toEqual(viemChains.zksync.contracts.multicall3)
    expect(entry.gnosis.contracts?.multicall3?.address).toBe(
      '0xca11bde05977b3631167028862be2a173976ca11',
    )
    expect(entry.zora.contracts?.portal).toEqual({
      1: { address: viemChains.zora.contracts.portal[1].address },
    })
    const withContracts = Object.entries(viemChains).filter(([, chain]) => contractsOf(chain))
    expect(withContracts.length).toBeGreaterThan(300)
    for (const [name] of withContracts.filter(([name]) => !(name in ownNetworks)))
      expect(networks[name]!.contracts, name).toBeDefined()
  })

  it("leaves Kit's own six definitions without contracts (the minimal page's first paint)", () => {
    for (const network of Object.values(ownNetworks))
      expect(network).not.toHaveProperty('contracts')
  })

  it("gives viem's other names of one chain the same network", () => {
    expect(entry.zksync).toBe(entry.zkSync)
    expect(entry.zksync.caipNetworkId).toBe('eip155:324')
  })

  it('holds frozen, valid CaipNetworks', () => {
    for (const name of Object.keys(viemChains)) {
      const network = networks[name]!
      expect(Object.isFrozen(network), name).toBe(true)
      expect(network.caipNetworkId, name).toBe(`eip155:${network.id}`)
    }
  })
})
