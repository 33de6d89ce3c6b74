const signals = ['SIGINT', 'SIGTERM'] as const

/**
 * Runs `cleanup` on SIGINT/SIGTERM, then re-raises the signal so the process ends as it would
 * have without us (unless someone else also listens). Returns an unsubscribe.
 */
export function onTerminationSignal(cleanup: () => Promise<void>): () => void {
  const handlers = signals.map((signal) => {
    const handler = () => {
      unsubscribe()
      cleanup().finally(() => process.kill(process.pid, signal))
    }
    process.once(signal, handler)
    return [signal, handler] as const
  })
  const unsubscribe = () => {
    for (const [signal, handler] of handlers) process.off(signal, handler)
  }
  return unsubscribe
}
