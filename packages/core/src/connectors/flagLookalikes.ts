import type { Connector } from '../types/connector.js'

/** Maps a wallet name to what it looks like (core's `walletNameSkeleton`, loaded lazily). */
export type NameSkeleton = (name: string) => string

export type FlagLookalikesParameters = {
  connectors: readonly Connector[]
  /** The confusables table once it has loaded; before that only equal names (any case) clash. */
  skeleton?: NameSkeleton | undefined
  /** Keep a `suspicious` flag even when its clash is gone (a wallet that flagged once stays flagged). */
  sticky: boolean
}

export type FlagLookalikesResult = {
  /** The connectors in the same order; an unchanged one is the same object. */
  connectors: Connector[]
  changed: boolean
}

/**
 * Marks `suspicious` every connector whose name equals another's in any case or, with the
 * confusables table, looks like another's (SECURITY.md B09, B11): neither of two lookalikes wins
 * silently. Without `sticky`, a connector whose clash is gone loses its flag.
 */
export function flagLookalikes({
  connectors,
  skeleton,
  sticky,
}: FlagLookalikesParameters): FlagLookalikesResult {
  const keys = connectors.map(({ name }) => [
    `case:${name.toLowerCase()}`,
    ...(skeleton ? [`skeleton:${skeleton(name)}`] : []),
  ])
  const counts = new Map<string, number>()
  for (const key of keys.flat()) counts.set(key, (counts.get(key) ?? 0) + 1)
  let changed = false
  const flagged = connectors.map((connector, index) => {
    const clashes = keys[index]?.some((key) => (counts.get(key) ?? 0) > 1) === true
    const suspicious = clashes || (sticky && connector.suspicious === true)
    if (suspicious === (connector.suspicious === true)) return connector
    changed = true
    const { suspicious: _, ...rest } = connector
    return suspicious ? { ...rest, suspicious: true } : rest
  })
  return { connectors: flagged, changed }
}
