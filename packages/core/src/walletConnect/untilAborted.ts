/** Settles with `promise`, or rejects with the abort reason as soon as `signal` aborts. */
export async function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  onAbort: () => unknown,
): Promise<T> {
  if (!signal) return promise
  let listener = () => {}
  const aborted = new Promise<never>((_, reject) => {
    listener = () => {
      Promise.resolve()
        .then(onAbort)
        .catch(() => {})
      reject(signal.reason)
    }
    signal.addEventListener('abort', listener, { once: true })
  })
  try {
    return await Promise.race([promise, aborted])
  } finally {
    signal.removeEventListener('abort', listener)
  }
}
