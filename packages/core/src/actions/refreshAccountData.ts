import type { Kit } from '../types/kit.js'
import { fetchIdentity } from './fetchIdentity.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'

/** Loads what the account view shows first for a newly active account: its name and tokens. */
export function refreshAccountData(kit: Kit): void {
  void fetchIdentity(kit)
  void fetchTokenBalances(kit)
}
