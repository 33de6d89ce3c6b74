import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function that keeps its identity for the component's lifetime and calls the `handler` of the
 * latest render: for effects and memoised children that must not restart or redraw only because
 * a render made a new closure.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler)
  useLayoutEffect(() => {
    latest.current = handler
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
