import type { Kit } from '../types/kit.js'
import { featuredWalletsMax, recommendedWalletsMax } from '../utils/walletCatalogueLimits.js'

/** The Connect view's placeholders for its catalogue sections. */
export type CatalogueSkeletons = {
  /** Whether they show: the catalogue's request has not answered (or not started: the view asks after its first paint). */
  pending: boolean
  /** Rows the featured section takes once the catalogue answers: one per featured wallet, at most 4. */
  featured: number
  /** Rows the recommended section takes: 4. */
  recommended: number
}

/**
 * The skeleton rows the Connect view holds for its featured and recommended wallets while the
 * catalogue loads, so the list does not grow under the pointer when they arrive. None when the app
 * shows no wallets (`enableWallets: false`); not `pending` once the request answered or failed.
 */
export function getCatalogueSkeletons(kit: Kit): CatalogueSkeletons {
  if (kit.options.input.enableWallets === false)
    return { pending: false, featured: 0, recommended: 0 }
  const { connectStatus, featured, recommended } = kit.stores.wallets
  return {
    pending:
      (connectStatus === 'idle' || connectStatus === 'loading') &&
      featured.length === 0 &&
      recommended.length === 0,
    featured: Math.min(kit.options.featuredWalletIds.length, featuredWalletsMax),
    recommended: recommendedWalletsMax,
  }
}
