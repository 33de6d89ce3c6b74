import { type AppKitNetwork, createKit, defineNetwork, type KitOptions } from '@kit/core'
import { createMemoryStorage, type MemoryStorage } from '@kit/test-fixtures'
import { onTestFinished } from 'vitest'
import type { WagmiAdapterParameters } from '../types/parameters.js'
import { WagmiAdapter } from '../WagmiAdapter.js'

export const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Ethereum on a local RPC (an anvil node, or an address nothing answers). */
export function localMainnet(rpcUrl: string) {
  return defineNetwork({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/** OP Mainnet on an address nothing answers: a chain to switch to, never read. */
export const unreachableOptimism = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

const noServices: typeof fetch = async (input) => {
  throw new TypeError(`No services in these tests (${String(input)})`)
}

export type CreateWagmiKitParameters = {
  networks: readonly [AppKitNetwork, ...AppKitNetwork[]]
  storage?: MemoryStorage | undefined
  options?: Partial<KitOptions> | undefined
  /** More for the adapter (its `customRpcUrls`, say). */
  adapterParameters?: Partial<WagmiAdapterParameters> | undefined
}

/**
 * A Kit instance whose eip155 adapter is a fresh `WagmiAdapter` (wagmi keeps no storage, so only
 * Kit restores), destroyed when the test ends; resolves once Kit's restore settled.
 */
export async function createWagmiKit({
  networks,
  storage = createMemoryStorage(),
  options = {},
  adapterParameters = {},
}: CreateWagmiKitParameters) {
  const adapter = new WagmiAdapter({
    networks,
    projectId: 'test-project',
    storage: null,
    ...adapterParameters,
  })
  const kit = createKit({
    networks,
    adapters: [adapter],
    storage,
    projectId: 'test-project',
    enableWalletConnect: false,
    // Kit's services (wallet catalogue, balances API) are not part of these tests.
    fetch: noServices,
    ...options,
  })
  onTestFinished(() => kit.destroy())
  await kit.ready
  return { kit, adapter, config: adapter.wagmiConfig, storage }
}

/** The id of the wallet Kit lists under `name`. */
export async function findConnectorId(
  kit: ReturnType<typeof createKit>,
  name: string,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = kit.stores.connectors.byNamespace.eip155?.find((c) => c.name === name)
    if (found) return found.id
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`Kit lists no wallet named ${name}`)
}
