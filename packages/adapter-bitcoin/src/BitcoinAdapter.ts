import { isDevelopment, readHostname, readNodeEnv } from '@kit/core/modules/utils/isDevelopment'
import {
  type BitcoinAdapterOptions,
  createBitcoinAdapter,
  type BitcoinAdapter as KitBitcoinAdapter,
} from './createBitcoinAdapter.js'

/**
 * What `new BitcoinAdapter()` takes: Kit's options, and AppKit's `projectId`, `networks` and
 * `api`. Kit reads the project id and the networks from `createAppKit`, as for every adapter.
 */
export type BitcoinAdapterParameters = BitcoinAdapterOptions & {
  /** AppKit's project id; `createAppKit`'s `projectId` is the one Kit uses. */
  projectId?: string | undefined
  /** AppKit's networks for the adapter; `createAppKit`'s `networks` are the ones Kit uses. */
  networks?: readonly unknown[] | undefined
  /**
   * AppKit's replacements for its own Bitcoin API calls. Kit reads balances and fee rates and
   * broadcasts through each network's Esplora API (its RPC URL), so these are not called; in
   * development a warning says so.
   */
  api?: object | undefined
}

/** What `new BitcoinAdapter()` gives: the Bitcoin adapter. */
export type BitcoinAdapter = KitBitcoinAdapter

/**
 * AppKit's `BitcoinAdapter`, so an app moves by its imports alone: `new BitcoinAdapter()` is
 * `createBitcoinAdapter()`.
 * @example
 * createAppKit({ adapters: [new BitcoinAdapter({ projectId })], networks: [bitcoin], projectId })
 */
export const BitcoinAdapter = function BitcoinAdapter(
  parameters: BitcoinAdapterParameters = {},
): KitBitcoinAdapter {
  const { projectId: _projectId, networks: _networks, api, ...options } = parameters
  const adapter = createBitcoinAdapter(options)
  if (
    api !== undefined &&
    isDevelopment({ debug: false, nodeEnv: readNodeEnv(), hostname: readHostname() })
  )
    console.warn(
      "[kit] `api` of `new BitcoinAdapter()` is accepted but not applied: Kit reads balances and fee rates and broadcasts through each Bitcoin network's Esplora API (its RPC URL)",
    )
  return adapter
} as unknown as new (
  parameters?: BitcoinAdapterParameters,
) => BitcoinAdapter
