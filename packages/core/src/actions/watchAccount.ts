import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { watchSelection } from '../utils/watchSelection.js'
import { type GetAccountReturnType, getAccount } from './getAccount.js'

export type WatchAccountParameters = {
  onChange: (account: GetAccountReturnType) => void
  namespace?: ChainNamespace | undefined
}

/** Calls `onChange` when the account `getAccount` returns is another one; returns the unsubscribe. */
export function watchAccount(kit: Kit, { onChange, namespace }: WatchAccountParameters) {
  return watchSelection(kit, { select: () => getAccount(kit, { namespace }), onChange })
}
