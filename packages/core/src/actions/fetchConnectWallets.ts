import { getWallets } from '@kit/blockchain-api/modules/actions/getWallets'
import { ref } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import { catalogueQuery, filterCatalogueWallets } from '../utils/catalogueQuery.js'
import { runLatestRequest } from '../utils/runLatestRequest.js'
import { featuredWalletsMax } from '../utils/walletCatalogueLimits.js'

/** Catalogue entries fetched as candidates for the recommended section. */
const recommendedCandidates = 20

const requestKey = 'wallets:connect'

/**
 * Fills the Connect view's catalogue sections once per instance: the host's featured wallets (up
 * to 4, in the host's order) and the first catalogue entries, from which the list leaves out
 * what is installed, featured or recent when it is drawn. `connectStatus` says where the request
 * stands, so the view can hold those rows' places. A failure leaves the sections empty (installed
 * wallets still work) and the next call tries again.
 */
export async function fetchConnectWallets(kit: Kit): Promise<void> {
  const wallets = kit.stores.wallets
  if (wallets.featured.length > 0 || wallets.recommended.length > 0) return
  wallets.connectStatus = 'loading'
  const featuredIds = kit.options.featuredWalletIds.slice(0, featuredWalletsMax)
  const query = catalogueQuery(kit.options)
  await runLatestRequest(kit, requestKey, {
    run: (signal) =>
      Promise.all([
        featuredIds.length > 0
          ? getWallets(
              kit.clients.explorer,
              { page: 1, entries: featuredIds.length, ...query, include: [...featuredIds] },
              { signal },
            )
          : undefined,
        getWallets(
          kit.clients.explorer,
          { page: 1, entries: recommendedCandidates, ...query },
          { signal },
        ),
      ]),
    onResult: ([featured, first]) => {
      wallets.featured = ref(
        filterCatalogueWallets(featured?.data ?? [], kit.options).sort(
          (a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id),
        ),
      )
      wallets.recommended = ref(filterCatalogueWallets(first.data, kit.options))
      if (first.count > wallets.all.count) wallets.all.count = first.count
      wallets.connectStatus = 'success'
    },
    onError: (error) => {
      wallets.connectStatus = 'error'
      kit.warn('Wallet catalogue unavailable', error)
    },
  })
  // Aborted with no request of its kind after it (the kit was destroyed): nothing is loading.
  if (wallets.connectStatus === 'loading' && !kit.runtime.requests.has(requestKey))
    wallets.connectStatus = 'idle'
}
