import { getWallets, isAbortError } from '@kit/blockchain-api'
import { ref } from 'valtio/vanilla'
import { createWalletPageState } from '../stores/createWalletsStore.js'
import type { Kit } from '../types/kit.js'
import { catalogueQuery, filterCatalogueWallets } from '../utils/catalogueQuery.js'
import { describeApiError } from '../utils/describeApiError.js'
import { endRequest, isCurrentRequest, startRequest } from '../utils/startRequest.js'
import { walletSearchEntries } from '../utils/walletCatalogueLimits.js'
import { previewWalletSearch } from './previewWalletSearch.js'

export type SearchWalletsParameters = { query: string }

/**
 * Searches the catalogue (100 entries, SPEC §9). A new query aborts the one in flight, so results
 * never arrive out of order; an empty query clears the search. Entries already loaded show at
 * once (`previewWalletSearch`); the caller debounces the calls to this one.
 */
export async function searchWallets(kit: Kit, { query }: SearchWalletsParameters): Promise<void> {
  const search = kit.stores.wallets.search
  const trimmed = query.trim().slice(0, 100)
  const key = 'wallets:search'
  const signal = startRequest(kit, key)
  if (trimmed === '') {
    Object.assign(search, createWalletPageState(), { query: '' })
    return endRequest(kit, key, signal)
  }
  previewWalletSearch(kit, { query: trimmed })
  search.query = trimmed
  search.status = 'loading'
  search.error = undefined
  try {
    const result = await getWallets(
      kit.clients.explorer,
      { page: 1, entries: walletSearchEntries, search: trimmed, ...catalogueQuery(kit.options) },
      { signal },
    )
    if (!isCurrentRequest(kit, key, signal)) return
    search.wallets = ref(filterCatalogueWallets(result.data, kit.options))
    search.count = result.count
    search.page = 1
    search.status = 'success'
  } catch (error) {
    if (isAbortError(error) || !isCurrentRequest(kit, key, signal)) return
    kit.warn('Wallet search failed', error)
    search.status = 'error'
    search.error = describeApiError(error)
  } finally {
    endRequest(kit, key, signal)
  }
}
