import { useLayoutEffect, useState } from 'react'

/** The border-box height of `element`, kept current with a ResizeObserver where one exists. */
export function useElementHeight(element: HTMLElement | null): number | undefined {
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setHeight(element.offsetHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return height
}
