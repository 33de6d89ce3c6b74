import { useEffect } from 'react'

/** Calls `onReady` once its siblings (the view) have mounted. */
export function OnReady({ onReady }: { onReady: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, by design
  useEffect(() => onReady(), [])
  return null
}
