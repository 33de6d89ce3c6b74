import type { Kit } from '../types/kit.js'
import { featuredWalletsMax, recommendedWalletsMax } from '../utils/walletCatalogueLimits.js'

/** How many rows each catalogue section of the Connect view will take once the catalogue answers. */
export type PendingCatalogueRows = { featured: number; recommended: number }

/**
 * The rows the Connect view holds for its catalogue sections while their request has not
 * answered (before it starts, too: the view asks after its first paint), so the list does not
 * grow under the pointer when they arrive. None once it has answered or failed, or when the app
 * shows no wallets (`enableWallets: false`).
 */
export function getPendingCatalogueRows(kit: Kit): PendingCatalogueRows {
  const { connectStatus, featured, recommended } = kit.stores.wallets
  const pending =
    (connectStatus === 'idle' || connectStatus === 'loading') &&
    featured.length === 0 &&
    recommended.length === 0 &&
    kit.options.input.enableWallets !== false
  if (!pending) return { featured: 0, recommended: 0 }
  return {
    featured: Math.min(kit.options.featuredWalletIds.length, featuredWalletsMax),
    recommended: recommendedWalletsMax,
  }
}
