import { useCallback, useRef } from 'react'

/**
 * A ref callback for an element whose border-box height its parent follows: written to the
 * parent's `style.height` through the CSSOM when the element attaches and, with a ResizeObserver
 * where one exists, whenever it resizes. No React state, so a mount or a resize draws nothing
 * again. Detaching (`null`) stops following and leaves the last height in place.
 *
 * A height is eased in (the parent's CSS transition) only while the element is seen from one
 * measure to the next. The first measure after it comes into sight (the modal opening) sets the
 * height at once: sizes do not reach a hidden parent (`content-visibility: hidden` skips the
 * observer), so the parent would otherwise grow from a stale height under the pointer, as the
 * Connect list did when the catalogue's rows arrived while the modal was closed.
 */
export function useParentFollowsHeight(): (element: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null)
  // Whether the last measure saw the element (kept across the views that attach in turn).
  const seen = useRef(false)
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const parent = element.parentElement
      if (!parent) return
      const height = `${element.offsetHeight}px`
      const visible = isSeen(element)
      if (seen.current && visible) parent.style.height = height
      else setWithoutTransition(parent, height)
      seen.current = visible
    }
    measure()
    observer.current = new ResizeObserver(measure)
    observer.current.observe(element)
  }, [])
}

/** Whether the element is drawn: not under `content-visibility: hidden`, `display: none` or `visibility: hidden`. */
function isSeen(element: HTMLElement): boolean {
  // Without checkVisibility (before Chrome 105, Safari 17.4, Firefox 125), as before: eased.
  // `checkVisibilityCSS` is the older name of `visibilityProperty`, for the browsers in between.
  return element.checkVisibility?.({ visibilityProperty: true, checkVisibilityCSS: true }) ?? true
}

/** Writes the height with the transition off, and commits it before the transition comes back. */
function setWithoutTransition(parent: HTMLElement, height: string) {
  const transition = parent.style.transition
  parent.style.transition = 'none'
  parent.style.height = height
  // Reading a size computes the style: the new height starts no transition.
  void parent.offsetHeight
  parent.style.transition = transition
}
