import type { AdapterEvent, CaipNetwork } from '@kit/core'
import { solana, solanaDevnet } from '@kit/core/modules/networks/solanaNetworks'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach } from 'vitest'
import { createSolanaAdapter, type SolanaAdapterOptions } from '../createSolanaAdapter.js'

const teardowns: (() => void)[] = []

afterEach(() => {
  for (const teardown of teardowns.splice(0).reverse()) teardown()
})

/** Registers wallets with the page's Wallet Standard registry until the test ends. */
export function registerWallets(...wallets: Omit<Wallet, 'features'>[]): () => void {
  const unregister = getWallets().register(...(wallets as Wallet[]))
  teardowns.push(unregister)
  return unregister
}

/** An adapter set up as core would, recording what it emits; torn down after the test. */
export function setupAdapter(options: SolanaAdapterOptions & { networks?: CaipNetwork[] } = {}) {
  const { networks = [solana, solanaDevnet], ...adapterOptions } = options
  const events: AdapterEvent[] = []
  const adapter = createSolanaAdapter(adapterOptions)
  const teardown = adapter.setup({
    networks,
    projectId: undefined,
    metadata: undefined,
    includeWalletIds: [],
    excludeWalletIds: [],
    emit: (event) => events.push(event),
  })
  teardowns.push(teardown)
  const connectors = () => {
    const last = events.filter((e) => e.type === 'connectors').at(-1)
    return last?.type === 'connectors' ? last.connectors : []
  }
  return { adapter, events, connectors }
}

/** A network like `base` whose RPC is `url`. */
export function withRpc(base: CaipNetwork, url: string): CaipNetwork {
  return { ...base, rpcUrls: { default: { http: [url] } } }
}
