// @vitest-environment node

import type { CaipNetwork } from '@kit/core/networks'
import * as networks from '@kit/core/networks'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/** Bundles `source` as an app's page would (minified, tree-shaken) and returns the JS. */
async function bundle(source: string) {
  const result = await build({
    stdin: { contents: source, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

const catalogue = Object.entries(networks as Record<string, unknown>).filter(
  (entry): entry is [string, CaipNetwork] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'caipNetworkId' in entry[1],
)

/** Every contract address a network carries (OP Stack's L1 contracts are keyed by chain id). */
function contractAddresses(network: CaipNetwork): string[] {
  return Object.values(network.contracts ?? {}).flatMap((contract) =>
    contract === undefined
      ? []
      : 'address' in contract
        ? [contract.address as string]
        : Object.values(contract).flatMap((bySource) => (bySource ? [bySource.address] : [])),
  )
}

/** What would give a network away in a bundle: its name, id, RPC and explorer URLs, contracts. */
function traces(network: CaipNetwork) {
  return [
    JSON.stringify(network.name),
    JSON.stringify(network.caipNetworkId),
    `id:${JSON.stringify(network.id)},`,
    ...network.rpcUrls.default.http.map((url) => JSON.stringify(url)),
    ...(network.blockExplorers ? [JSON.stringify(network.blockExplorers.default.url)] : []),
    ...contractAddresses(network).map((address) => JSON.stringify(address)),
  ]
}

describe('@kit/react/networks is tree-shakeable', () => {
  it('holds hundreds of networks', () => {
    expect(catalogue.length).toBeGreaterThan(700)
  })

  // zora: a generated network with viem's contracts, some shared with other OP Stack chains.
  it.each(['mainnet', 'solana', 'zora'])(
    'a page importing only %s gets no other network',
    async (name) => {
      const js = await bundle(`import { ${name} } from '@kit/react/networks'\nconsole.log(${name})`)
      const kept = (networks as Record<string, unknown>)[name] as CaipNetwork
      expect(js).toContain(JSON.stringify(kept.rpcUrls.default.http[0]))
      for (const address of contractAddresses(kept)) expect(js).toContain(JSON.stringify(address))
      const own = new Set(traces(kept))
      const others = catalogue
        .filter(([, network]) => network !== kept)
        .flatMap(([other, network]) =>
          traces(network)
            .filter((trace) => !own.has(trace) && js.includes(trace))
            .map((trace) => `${other}: ${trace}`),
        )
      expect(others).toEqual([])
      expect(js.length).toBeLessThan(3000)
    },
    20_000,
  )
})
