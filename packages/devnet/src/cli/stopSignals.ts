import { constants } from 'node:os'
import { watchParent } from '../process/watchParent.js'

/** The signals that stop `kit-devnet`: Ctrl-C, `kill`, and a closed terminal. */
export const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

export type StopSignal = (typeof stopSignals)[number]

/**
 * Calls `onStop` once, on the first stop signal or when the command that started this process
 * is gone (then as SIGTERM). Returns the unsubscribe.
 */
export function onStopRequest(onStop: (signal: StopSignal) => void): () => void {
  let done = false
  const stop = (signal: StopSignal) => {
    if (done) return
    done = true
    onStop(signal)
  }
  const handlers = stopSignals.map((signal) => [signal, () => stop(signal)] as const)
  for (const [signal, handler] of handlers) process.on(signal, handler)
  const stopWatching = watchParent({ onGone: () => stop('SIGTERM') })
  return () => {
    stopWatching()
    for (const [signal, handler] of handlers) process.off(signal, handler)
  }
}

/** The exit code of a process ended by `signal`, as shells report it. */
export function exitCodeOf(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal]
}
