import { constants } from 'node:os'
import { watchParent } from '../process/watchParent.js'

/** The signals that stop `kit-devnet`: Ctrl-C, `kill`, and a closed terminal. */
export const stopSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

export type StopSignal = (typeof stopSignals)[number]

export type OnStopRequestParameters = {
  onStop: (signal: StopSignal) => void
  /** A process whose end stops this one too (`--stop-with`). */
  stopWith?: number | undefined
}

/**
 * Calls `onStop` once, on the first stop signal or when the command that started this process
 * is gone (then as SIGTERM), or the process `stopWith` is. Returns the unsubscribe.
 */
export function onStopRequest({ onStop, stopWith }: OnStopRequestParameters): () => void {
  let done = false
  const stop = (signal: StopSignal) => {
    if (done) return
    done = true
    onStop(signal)
  }
  const handlers = stopSignals.map((signal) => [signal, () => stop(signal)] as const)
  for (const [signal, handler] of handlers) process.on(signal, handler)
  const stopWatching = watchParent({
    onGone: () => stop('SIGTERM'),
    processes: stopWith === undefined ? [] : [stopWith],
  })
  return () => {
    stopWatching()
    for (const [signal, handler] of handlers) process.off(signal, handler)
  }
}

/** The exit code of a process ended by `signal`, as shells report it. */
export function exitCodeOf(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal]
}
