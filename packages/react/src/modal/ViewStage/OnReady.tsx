import { useEffect } from 'react'

/** Calls `onReady` once its siblings have mounted (inside Suspense: once the view has loaded). */
export function OnReady({ onReady }: { onReady: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, by design
  useEffect(() => onReady(), [])
  return null
}
