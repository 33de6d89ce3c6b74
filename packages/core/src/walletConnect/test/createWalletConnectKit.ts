import {
  createMemoryStorage,
  createWalletConnectTestAdapter,
  type MemoryStorage,
  type WalletConnectTestAdapter,
} from '@kit/test-fixtures'
import { onTestFinished } from 'vitest'
import { createKit } from '../../createKit.js'
import { mainnet, optimism } from '../../networks/evmNetworks.js'
import type { ChainAdapter } from '../../types/adapter.js'
import type { KitOptions } from '../../types/options.js'

/**
 * A kit with WalletConnect on (a project id) over an eip155 test adapter with a WalletConnect
 * part, or the `adapters` given; destroyed when the test ends.
 */
export async function createWalletConnectKit({
  adapters,
  storage = createMemoryStorage(),
  ...options
}: Partial<Omit<KitOptions, 'adapters' | 'storage'>> & {
  adapters?: ChainAdapter[]
  storage?: MemoryStorage
} = {}) {
  const evm = createWalletConnectTestAdapter({ namespace: 'eip155' })
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: adapters ?? [evm],
    storage,
    projectId: 'p',
    ...options,
  })
  onTestFinished(() => kit.destroy())
  await kit.ready
  return { kit, evm: evm as WalletConnectTestAdapter, storage }
}

/** Lets pending promise reactions (and core's lazy imports) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
