import { useCallback, useRef } from 'react'

/**
 * A ref callback for an element whose border-box height its parent follows: written to the
 * parent's `style.height` through the CSSOM when the element attaches and, with a ResizeObserver
 * where one exists, whenever it resizes. No React state, so a mount or a resize draws nothing
 * again. Detaching (`null`) stops following and leaves the last height in place.
 */
export function useParentFollowsHeight(): (element: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null)
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const parent = element.parentElement
      if (parent) parent.style.height = `${element.offsetHeight}px`
    }
    measure()
    observer.current = new ResizeObserver(measure)
    observer.current.observe(element)
  }, [])
}
