import type { ApiClient, SharedRequest } from '../createApiClient.js'

/**
 * Joins the identical request in flight under `key`, or starts it with `run`. Each caller may
 * abort on its own; the shared request is aborted only when every caller has aborted.
 */
export function shareRequest(
  client: ApiClient,
  key: string,
  run: (signal: AbortSignal) => Promise<string>,
  signal: AbortSignal | undefined,
): Promise<string> {
  let shared = client.inFlight.get(key)
  if (!shared) {
    const controller = new AbortController()
    const entry: SharedRequest = { promise: run(controller.signal), controller, callers: 0 }
    const release = () => {
      if (client.inFlight.get(key) === entry) client.inFlight.delete(key)
    }
    entry.promise.then(release, release)
    client.inFlight.set(key, entry)
    shared = entry
  }
  return join(client, key, shared, signal)
}

function join(
  client: ApiClient,
  key: string,
  shared: SharedRequest,
  signal: AbortSignal | undefined,
): Promise<string> {
  shared.callers++
  if (!signal) return shared.promise
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason)
      shared.callers--
      if (shared.callers > 0) return
      if (client.inFlight.get(key) === shared) client.inFlight.delete(key)
      shared.controller.abort(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    shared.promise.then(
      (text) => {
        signal.removeEventListener('abort', onAbort)
        resolve(text)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
