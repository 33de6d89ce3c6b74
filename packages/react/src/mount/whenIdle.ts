/** Runs `task` once the page is idle (after load), so prefetching never competes with first paint. */
export function whenIdle(task: () => void): () => void {
  let cancelled = false
  let idleHandle: number | undefined
  const schedule = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(task, { timeout: 2000 })
    else idleHandle = window.setTimeout(task, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idleHandle === undefined) return
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle)
    else window.clearTimeout(idleHandle)
  }
}
