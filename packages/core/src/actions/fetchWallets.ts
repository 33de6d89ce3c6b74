import { getWallets } from '@kit/blockchain-api/modules/actions/getWallets'
import { ref } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import { catalogueQuery, filterCatalogueWallets } from '../utils/catalogueQuery.js'
import { describeApiError } from '../utils/describeApiError.js'
import { runLatestRequest } from '../utils/runLatestRequest.js'
import { walletPageSize } from '../utils/walletCatalogueLimits.js'

export type FetchWalletsParameters = { page: number }

/**
 * Appends one page (40 entries, SPEC §9) of the catalogue to `wallets.all`, for AllWallets'
 * infinite scroll. Pages already loaded, or loading, are not requested again.
 */
export async function fetchWallets(kit: Kit, { page }: FetchWalletsParameters): Promise<void> {
  const all = kit.stores.wallets.all
  // One page at a time: a second call while one loads would abort it.
  if (page <= all.page || all.status === 'loading') return
  all.status = 'loading'
  all.error = undefined
  await runLatestRequest(kit, 'wallets:all', {
    run: (signal) =>
      getWallets(
        kit.clients.explorer,
        { page, entries: walletPageSize, ...catalogueQuery(kit.options) },
        { signal },
      ),
    onResult: (result) => {
      const known = new Set(all.wallets.map((wallet) => wallet.id))
      const fresh = filterCatalogueWallets(result.data, kit.options).filter(
        (wallet) => !known.has(wallet.id),
      )
      all.wallets = ref([...all.wallets, ...fresh])
      all.page = page
      all.count = result.count
      all.status = 'success'
    },
    onError: (error) => {
      kit.warn('Wallet list unavailable', error)
      all.status = 'error'
      all.error = describeApiError(error)
    },
  })
}
