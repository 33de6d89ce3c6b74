import { InvalidEsploraRequestError } from '../errors/esplora.js'

/** What the Esplora actions need: a base URL, a `fetch`, a timeout and a cap on answers. */
export type EsploraClient = {
  readonly url: string
  readonly fetchFn: typeof fetch
  readonly timeout: number
  readonly maxResponseBytes: number
  readonly retryCount: number
  readonly retryDelay: number
  readonly maxRetryAfter: number
}

export type CreateEsploraClientParameters = {
  /** The Esplora API's base URL: a Bitcoin network's RPC URL (`rpcUrls.default.http[0]`). */
  url: string
  /** Default: the global `fetch`. */
  fetchFn?: typeof fetch | undefined
  /** Milliseconds before a request is aborted. Default 10,000. */
  timeout?: number | undefined
  /** Largest answer read, in bytes. Default 2 MB. */
  maxResponseBytes?: number | undefined
  /** Retries of a failed read (never of a broadcast). Default 3. */
  retryCount?: number | undefined
  /** First backoff in ms, doubled on each retry, plus jitter. Default 150. */
  retryDelay?: number | undefined
  /** A longer `Retry-After` than this, in ms, fails at once instead of waiting. Default 60,000. */
  maxRetryAfter?: number | undefined
}

/**
 * An Esplora API client (mempool.space, Blockstream and self-hosted electrs all speak it). The
 * actions (`getUtxos`, `getBalance`, `getTransactions`, `broadcastTransaction`,
 * `getFeeEstimates`) take it first.
 * @example
 * const client = createEsploraClient({ url: bitcoin.rpcUrls.default.http[0] })
 * const { confirmed } = await getBalance(client, { address })
 */
export function createEsploraClient({
  url,
  fetchFn = globalThis.fetch,
  timeout = 10_000,
  maxResponseBytes = 2_000_000,
  retryCount = 3,
  retryDelay = 150,
  maxRetryAfter = 60_000,
}: CreateEsploraClientParameters): EsploraClient {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new InvalidEsploraRequestError('The API URL is not a URL')
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new InvalidEsploraRequestError('The API URL is not http or https')
  if (parsed.search || parsed.hash)
    throw new InvalidEsploraRequestError('The API URL has a query or fragment')
  if (parsed.username || parsed.password)
    throw new InvalidEsploraRequestError('The API URL has credentials, which fetch refuses')
  if (typeof fetchFn !== 'function') throw new InvalidEsploraRequestError('No fetch function')
  if (!(timeout > 0) || !(maxResponseBytes > 0))
    throw new InvalidEsploraRequestError('The timeout and size cap must be positive')
  if (
    !Number.isSafeInteger(retryCount) ||
    retryCount < 0 ||
    !(retryDelay >= 0) ||
    !(maxRetryAfter >= 0)
  )
    throw new InvalidEsploraRequestError('The retry settings must be non-negative numbers')
  return {
    url: parsed.href.replace(/\/+$/, ''),
    fetchFn,
    timeout,
    maxResponseBytes,
    retryCount,
    retryDelay,
    maxRetryAfter,
  }
}
