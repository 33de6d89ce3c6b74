import { getWallets, isAbortError } from '@kit/blockchain-api'
import { ref } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import { catalogueQuery, filterCatalogueWallets } from '../utils/catalogueQuery.js'
import { endRequest, isCurrentRequest, startRequest } from '../utils/startRequest.js'
import { featuredWalletsMax, recommendedWalletsMax } from '../utils/walletCatalogueLimits.js'
import { getConnectors } from './getConnectors.js'

/**
 * Fills the Connect view's catalogue sections: the host's featured wallets (up to 4, in the
 * host's order) and recommended ones (catalogue order, without installed, featured or recent).
 * A failure leaves the sections empty: installed wallets still work.
 */
export async function fetchConnectWallets(kit: Kit): Promise<void> {
  const key = 'wallets:connect'
  const signal = startRequest(kit, key)
  const featuredIds = kit.options.featuredWalletIds.slice(0, featuredWalletsMax)
  const query = catalogueQuery(kit.options)
  try {
    const [featured, first] = await Promise.all([
      featuredIds.length > 0
        ? getWallets(
            kit.clients.explorer,
            { page: 1, entries: featuredIds.length, ...query, include: [...featuredIds] },
            { signal },
          )
        : undefined,
      getWallets(kit.clients.explorer, { page: 1, entries: 20, ...query }, { signal }),
    ])
    if (!isCurrentRequest(kit, key, signal)) return
    const featuredWallets = filterCatalogueWallets(featured?.data ?? [], kit.options).sort(
      (a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id),
    )
    const installed = new Set(
      getConnectors(kit).flatMap((c) => (c.info?.rdns ? [c.info.rdns] : [])),
    )
    const taken = new Set([
      ...featuredWallets.map((wallet) => wallet.id),
      ...kit.stores.wallets.recent.map((wallet) => wallet.id),
    ])
    const recommended = filterCatalogueWallets(first.data, kit.options)
      .filter((wallet) => !taken.has(wallet.id) && !(wallet.rdns && installed.has(wallet.rdns)))
      .slice(0, recommendedWalletsMax)
    kit.stores.wallets.featured = ref(featuredWallets)
    kit.stores.wallets.recommended = ref(recommended)
    if (first.count > kit.stores.wallets.all.count) kit.stores.wallets.all.count = first.count
  } catch (error) {
    if (!isAbortError(error)) kit.warn('Wallet catalogue unavailable', error)
  } finally {
    endRequest(kit, key, signal)
  }
}
