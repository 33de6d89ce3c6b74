import type { Kit } from '../types/kit.js'
import { getChain } from '../utils/getChain.js'

export type SetAccountTabParameters = { tab: 0 | 1 | 2 }

/** Selects the Account view's tab: 0 Tokens, 1 NFTs, 2 Activity. */
export function setAccountTab(kit: Kit, { tab }: SetAccountTabParameters): void {
  const chain = getChain(kit)
  if (chain) chain.account.currentTab = tab
}
