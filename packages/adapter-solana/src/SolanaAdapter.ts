import {
  createSolanaAdapter,
  type SolanaAdapter as KitSolanaAdapter,
  type SolanaAdapterOptions,
} from './createSolanaAdapter.js'

/** What `new SolanaAdapter()` takes: Kit's options, and AppKit's `wallets`, which Kit ignores. */
export type SolanaAdapterParameters = SolanaAdapterOptions & {
  /**
   * AppKit's list of `@solana/wallet-adapter` wallets. Kit finds wallets through the Wallet
   * Standard only (every current Solana wallet registers there), so the list is not used.
   */
  wallets?: readonly unknown[] | undefined
}

/** What `new SolanaAdapter()` gives: the Solana adapter. */
export type SolanaAdapter = KitSolanaAdapter

/**
 * AppKit's `SolanaAdapter`, so an app moves by its imports alone: `new SolanaAdapter()` is
 * `createSolanaAdapter()`.
 * @example
 * createAppKit({ adapters: [new SolanaAdapter()], networks: [solana, solanaDevnet] })
 */
export const SolanaAdapter = function SolanaAdapter(
  parameters: SolanaAdapterParameters = {},
): KitSolanaAdapter {
  const { wallets: _, ...options } = parameters
  return createSolanaAdapter(options)
} as unknown as new (
  parameters?: SolanaAdapterParameters,
) => SolanaAdapter
