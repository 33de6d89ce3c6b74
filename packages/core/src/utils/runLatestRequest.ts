import { isAbortError } from '@kit/blockchain-api/modules/utils/isAbortError'
import type { Kit } from '../types/kit.js'
import { endRequest, isCurrentRequest, startRequest } from './startRequest.js'

export type RunLatestRequestParameters<T> = {
  /** The request; it must honour `signal`. Returning `undefined` writes nothing. */
  run: (signal: AbortSignal) => Promise<T | undefined>
  /** Writes the answer; called only while this is still the newest request of its kind. */
  onResult: (result: T) => void
  /** Writes a failure; never called for an abort or for a request that was replaced. */
  onError: (error: unknown) => void
  /**
   * Resolves only once an answer is written: when a newer request of the kind replaced this one,
   * the caller waits for that one (and any that replaces it) too. For a caller that reads what
   * was written, not only its own request's fate.
   */
  waitForNewest?: boolean | undefined
}

/**
 * Runs the one request of a kind (`'wallets:search'`, `'account:tokens'`, …): an earlier one is
 * aborted, and only the newest writes its answer or failure (SECURITY F04).
 */
export async function runLatestRequest<T>(
  kit: Kit,
  key: string,
  { run, onResult, onError, waitForNewest = false }: RunLatestRequestParameters<T>,
): Promise<void> {
  const signal = startRequest(kit, key)
  const tasks = kit.runtime.requestTasks
  const settle = async () => {
    try {
      const result = await run(signal)
      if (result !== undefined && isCurrentRequest(kit, key, signal)) onResult(result)
    } catch (error) {
      if (!isAbortError(error) && isCurrentRequest(kit, key, signal)) onError(error)
    } finally {
      endRequest(kit, key, signal)
    }
  }
  const task: Promise<void> = settle().finally(() => {
    if (tasks.get(key) === task) tasks.delete(key)
  })
  tasks.set(key, task)
  await task
  if (!waitForNewest) return
  for (let newest = tasks.get(key); newest !== undefined; newest = tasks.get(key)) await newest
}
