import { getWallets } from '@kit/blockchain-api/modules/actions/getWallets'
import { ref } from 'valtio/vanilla'
import { createWalletPageState } from '../stores/createWalletsStore.js'
import type { Kit } from '../types/kit.js'
import { catalogueQuery, filterCatalogueWallets } from '../utils/catalogueQuery.js'
import { describeApiError } from '../utils/describeApiError.js'
import { runLatestRequest } from '../utils/runLatestRequest.js'
import { abortRequests } from '../utils/startRequest.js'
import { walletSearchEntries } from '../utils/walletCatalogueLimits.js'
import { previewWalletSearch } from './previewWalletSearch.js'

export type SearchWalletsParameters = { query: string }

/**
 * Searches the catalogue (100 entries, SPEC §9). A new query aborts the one in flight, so results
 * never arrive out of order, and an answer lands only while its query is still the one searched
 * (a keystroke's preview may have moved on); an empty query clears the search. Entries already
 * loaded show at once (`previewWalletSearch`); the caller debounces the calls to this one.
 */
export async function searchWallets(kit: Kit, { query }: SearchWalletsParameters): Promise<void> {
  const search = kit.stores.wallets.search
  const trimmed = query.trim().slice(0, 100)
  const key = 'wallets:search'
  if (trimmed === '') {
    // Aborts a search in flight, so its answer never lands after the clear.
    abortRequests(kit, key)
    Object.assign(search, createWalletPageState(), { query: '' })
    return
  }
  previewWalletSearch(kit, { query: trimmed })
  search.query = trimmed
  search.status = 'loading'
  search.error = undefined
  await runLatestRequest(kit, key, {
    run: (signal) =>
      getWallets(
        kit.clients.explorer,
        { page: 1, entries: walletSearchEntries, search: trimmed, ...catalogueQuery(kit.options) },
        { signal },
      ),
    onResult: (result) => {
      // Typed on since (the preview already shows a newer query): an answer for an older one
      // would replace its results with stale ones until the next search lands.
      if (search.query !== trimmed) return
      search.wallets = ref(filterCatalogueWallets(result.data, kit.options))
      search.count = result.count
      search.page = 1
      search.status = 'success'
    },
    onError: (error) => {
      if (search.query !== trimmed) return
      kit.warn('Wallet search failed', error)
      search.status = 'error'
      search.error = describeApiError(error)
    },
  })
}
