import { subscribe } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'

export type GetFeatureStateParameters<State extends object> = {
  /** The feature's name: `'send'`, `'swap'`, … */
  feature: string
  /** Makes the state the first time it is asked for: a valtio proxy. */
  create: () => State
  /** Puts the state back as `create` made it (called by `resetFeatureStates`). */
  reset: (state: State) => void
}

/**
 * A wallet feature's state on this instance, made on first use. It outlives the feature's views
 * (going to a token picker and back keeps a send's receiver and amount); every feature's state is
 * put back to its start when the active account, namespace or network changes (SPEC §4: switching
 * network resets a send in progress).
 */
export function getFeatureState<State extends object>(
  kit: Kit,
  { feature, create, reset }: GetFeatureStateParameters<State>,
): State {
  if (!kit.runtime.features) {
    kit.runtime.features = new Map()
    watchActiveAccount(kit)
  }
  const existing = kit.runtime.features.get(feature)
  if (existing) return existing.state as State
  const state = create()
  kit.runtime.features.set(feature, { state, reset: () => reset(state) })
  return state
}

/** Puts every wallet feature's state back to its start (a network switch resets a send, SPEC §4). */
export function resetFeatureStates(kit: Kit): void {
  for (const { reset } of kit.runtime.features?.values() ?? []) reset()
}

/** Which account on which network is active: what a feature's state belongs to. */
function activeAccountKey(kit: Kit): string {
  const { activeNamespace, namespaces } = kit.stores.chains
  const chain = activeNamespace ? namespaces[activeNamespace] : undefined
  return `${activeNamespace}|${chain?.network.caipNetwork?.caipNetworkId}|${chain?.account.address}`
}

function watchActiveAccount(kit: Kit): void {
  let last = activeAccountKey(kit)
  const stop = subscribe(kit.stores.chains, () => {
    const next = activeAccountKey(kit)
    if (next === last) return
    last = next
    resetFeatureStates(kit)
  })
  kit.runtime.teardowns.push(stop)
}
