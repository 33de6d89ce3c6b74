import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { type GetAccountReturnType, getAccount } from './getAccount.js'
import { watchState } from './state.js'

export type WatchAccountParameters = {
  onChange: (account: GetAccountReturnType) => void
  namespace?: ChainNamespace | undefined
}

/** Calls `onChange` when the account `getAccount` returns is another one; returns the unsubscribe. */
export function watchAccount(kit: Kit, { onChange, namespace }: WatchAccountParameters) {
  let last = getAccount(kit, { namespace })
  return watchState(kit, 'chains', {
    onChange: () => {
      const next = getAccount(kit, { namespace })
      if (next === last) return
      last = next
      onChange(next)
    },
  })
}
