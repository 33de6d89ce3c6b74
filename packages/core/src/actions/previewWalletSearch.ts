import type { CatalogueWallet } from '@kit/blockchain-api'
import { ref } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import { createNameMatcher } from '../utils/createNameMatcher.js'
import { walletSearchEntries } from '../utils/walletCatalogueLimits.js'

export type PreviewWalletSearchParameters = { query: string }

/**
 * Filters the catalogue entries already loaded, synchronously, so results follow each keystroke
 * within a frame; `searchWallets` then replaces them with the service's answer.
 */
export function previewWalletSearch(kit: Kit, { query }: PreviewWalletSearchParameters): void {
  const search = kit.stores.wallets.search
  const needle = query.trim().slice(0, 100).toLowerCase()
  if (needle === '' || needle === search.query.toLowerCase()) return
  const { all, featured, recommended } = kit.stores.wallets
  const seen = new Set<string>()
  const matches: CatalogueWallet[] = []
  const matchesName = createNameMatcher(needle)
  // The lists are walked in place: no joined copy of 1,000 entries per keystroke.
  for (const list of [featured, all.wallets, recommended]) {
    for (const wallet of list) {
      if (matches.length >= walletSearchEntries) break
      if (seen.has(wallet.id) || !matchesName(wallet.name)) continue
      seen.add(wallet.id)
      matches.push(wallet)
    }
  }
  search.query = query.trim().slice(0, 100)
  search.wallets = ref(matches)
  search.count = matches.length
  search.status = 'loading'
  search.error = undefined
}
