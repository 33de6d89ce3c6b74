import type { Connector } from '../types/connector.js'
import type { Kit } from '../types/kit.js'
import { filterConnectors } from '../utils/filterConnectors.js'
import { getState } from './state.js'

/** Every connector of every adapter after the host's include and exclude lists; stable until they change. */
export function getConnectors(kit: Kit): Connector[] {
  const state = getState(kit, 'connectors')
  let list = kit.runtime.memo.get(state) as Connector[] | undefined
  if (!list) {
    const all = Object.values(state.byNamespace).flat() as Connector[]
    if (state.walletConnect) all.push(state.walletConnect)
    list = filterConnectors(all, kit.options)
    kit.runtime.memo.set(state, list)
  }
  return list
}
