import { collectFonts } from './collectFonts.js'
import { warmFonts } from './warmFonts.js'
import { whenIdle } from './whenIdle.js'

/**
 * Once the modal's first render lands in `container` (pre-rendered hidden while closed) and the
 * page is idle again, resolves the fonts its text is drawn in, so
 * the first open lays out without waiting for them. Returns a function that cancels it.
 * @example const cancel = warmModalFonts(container)
 */
export function warmModalFonts(container: Element): () => void {
  let cancelIdle: (() => void) | undefined
  const observer = new MutationObserver(() => {
    observer.disconnect()
    cancelIdle = whenIdle(() => warmFonts({ fonts: collectFonts(container) }))
  })
  observer.observe(container, { childList: true })
  return () => {
    observer.disconnect()
    cancelIdle?.()
  }
}
