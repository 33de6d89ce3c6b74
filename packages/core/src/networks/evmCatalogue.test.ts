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

describe('the EVM catalogue', () => {
  it('is what scripts/generateNetworks.mjs writes from the pinned viem', () => {
    const check = () =>
      execFileSync(process.execPath, [generator, '--check'], { encoding: 'utf8', stdio: 'pipe' })
    expect(check).not.toThrow()
  })

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
