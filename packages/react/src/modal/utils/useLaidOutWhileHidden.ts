import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps the content of an element hidden by `content-visibility: hidden` styled and laid out.
 * Such a subtree is skipped by style and layout (which is what makes revealing it cheap: no
 * element in it is restyled), so whatever React draws in it while hidden would otherwise be
 * styled and laid out by the reveal. While `hidden` holds, right after each change in the subtree
 * (and after the first render), the subtree is shown for one synchronous style and layout pass
 * and hidden again: the work a visible subtree does in its next frame, done before any input can
 * come in, with no frame drawn in between.
 */
export function useLaidOutWhileHidden(ref: RefObject<HTMLElement | null>, hidden: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current
    if (!hidden || !element || !hidesContent(element)) return
    const layOut = () => {
      const previous = element.style.getPropertyValue('content-visibility')
      element.style.setProperty('content-visibility', 'visible')
      // Reading a size runs style and layout for everything that changed.
      void element.offsetHeight
      element.style.setProperty('content-visibility', previous)
      // The two writes above are not the content's changes.
      observer.takeRecords()
    }
    // Called once per task that changed the subtree, after the task's script has run.
    const observer = new MutationObserver(layOut)
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
    layOut()
    return () => observer.disconnect()
  }, [ref, hidden])
}

/** Whether the browser skips content under `content-visibility: hidden` (older ones ignore it). */
function hidesContent(element: HTMLElement): boolean {
  const view = element.ownerDocument.defaultView
  return (
    typeof view?.MutationObserver === 'function' &&
    typeof view.CSS?.supports === 'function' &&
    view.CSS.supports('content-visibility', 'hidden')
  )
}
