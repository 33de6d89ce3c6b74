import type { AdapterContext, AdapterEvent, CaipNetwork } from '@kit/core'

/** The local regtest chain as an app defines it, its RPC URL the local Esplora API. */
export function regtestNetwork(url: string): CaipNetwork {
  return {
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    chainNamespace: 'bip122',
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [url] } },
    testnet: true,
  }
}

/** An adapter context whose events land in `events`. */
export function createTestContext(
  networks: CaipNetwork[],
): AdapterContext & { events: AdapterEvent[] } {
  const events: AdapterEvent[] = []
  return {
    events,
    networks,
    projectId: undefined,
    metadata: undefined,
    includeWalletIds: [],
    excludeWalletIds: [],
    emit: (event) => events.push(event),
  }
}

type TestWindow = EventTarget & Record<string, unknown>

/**
 * A `window` for node tests: an `EventTarget` (all Wallet Standard's registry needs) on which
 * tests put injected wallet APIs. One per test file: Wallet Standard's registry listens on the
 * first one it sees.
 */
export function installWindow(): TestWindow {
  const existing = (globalThis as unknown as { window?: TestWindow }).window
  if (existing) return existing
  const target = new EventTarget() as TestWindow
  ;(globalThis as unknown as { window?: TestWindow }).window = target
  return target
}
