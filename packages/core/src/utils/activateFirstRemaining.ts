import type { Kit } from '../types/kit.js'

/**
 * After a namespace or network is removed (SPEC §4): when the active namespace has no network
 * left, or is gone, the first namespace (in the app's order) that still has one becomes active.
 * Returns whether the active namespace changed.
 */
export function activateFirstRemaining(kit: Kit): boolean {
  const { chains } = kit.stores
  const active = chains.activeNamespace ? chains.namespaces[chains.activeNamespace] : undefined
  if (active?.network.caipNetwork) return false
  const next = kit.options.namespaces.find((ns) => chains.namespaces[ns]?.network.caipNetwork)
  if (next === chains.activeNamespace) return false
  chains.activeNamespace = next
  return true
}
