import { useLayoutEffect } from 'react'

/**
 * Stops the page behind an open overlay from scrolling, through the CSSOM (no style strings),
 * and gives the page its own overflow back when the overlay goes.
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return
    const root = document.documentElement
    const previous = root.style.getPropertyValue('overflow')
    const priority = root.style.getPropertyPriority('overflow')
    root.style.setProperty('overflow', 'hidden')
    return () => {
      if (previous) root.style.setProperty('overflow', previous, priority)
      else root.style.removeProperty('overflow')
    }
  }, [active])
}
