import { useEffect, useLayoutEffect } from 'react'

/**
 * `useLayoutEffect` in a browser; `useEffect` on a server, where neither runs and React 18 warns
 * about every `useLayoutEffect` it renders.
 */
export const useIsomorphicLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect
