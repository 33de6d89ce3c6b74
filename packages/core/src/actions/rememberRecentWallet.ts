import type { Kit } from '../types/kit.js'
import type { RecentWallet } from '../types/wallet.js'
import { isRecentWallet, storedRecords, writeStored } from '../utils/persistedKeys.js'
import { recentWalletsMax } from '../utils/walletCatalogueLimits.js'

export type RememberRecentWalletParameters = { wallet: RecentWallet }

/** Puts `entry` first in the recent list (2 kept, SPEC §9) and stores the list. */
export function rememberRecentWallet(
  kit: Kit,
  { wallet: entry }: RememberRecentWalletParameters,
): void {
  // The stored list's own rule decides what is kept, so the next load reads back all of it.
  if (!isRecentWallet(entry)) return
  const wallets = kit.stores.wallets
  wallets.recent = [entry, ...wallets.recent.filter((w) => w.id !== entry.id)].slice(
    0,
    recentWalletsMax,
  )
  writeStored(kit.storage, storedRecords.recentWallets, wallets.recent)
}
