/**
 * Runs `task` once the next frame has been painted: a timer set from that frame's animation
 * callback runs after its rendering, whereas a plain `setTimeout(task)` may run first and delay the
 * frame. Returns a function that cancels it.
 * @example useEffect(() => afterNextPaint(() => void fetchConnectWallets(kit)), [kit])
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
