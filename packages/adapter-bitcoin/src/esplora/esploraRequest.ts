import {
  EsploraSchemaError,
  HttpRequestError,
  InvalidEsploraRequestError,
  NetworkRequestError,
  RequestAbortedError,
  TimeoutError,
} from '../errors/esplora.js'
import type { EsploraClient } from './createEsploraClient.js'
import { readBody } from './readBody.js'

export type EsploraRequestParameters = {
  /** Path segments, each encoded on its own: a value can never change the host or climb a level. */
  path: readonly string[]
  method?: 'GET' | 'POST' | undefined
  body?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * One request to the Esplora API: aborted after the client's timeout or by `signal`, its body
 * capped, failures typed. Returns the body's text; the caller parses it.
 */
export async function esploraRequest(
  client: EsploraClient,
  { path, method = 'GET', body, signal }: EsploraRequestParameters,
): Promise<string> {
  const segments = path.map((segment) => {
    if (
      typeof segment !== 'string' ||
      segment === '' ||
      segment === '.' ||
      segment === '..' ||
      segment.length > 200
    )
      throw new InvalidEsploraRequestError('A path segment is empty, a dot segment or too long')
    return encodeURIComponent(segment)
  })
  const url = `${client.url}/${segments.join('/')}`
  if (signal?.aborted) throw new RequestAbortedError(signal.reason)

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, client.timeout)
  const forward = () => controller.abort()
  signal?.addEventListener('abort', forward, { once: true })
  try {
    let response: Response
    try {
      response = await client.fetchFn(url, {
        method,
        body,
        headers: body === undefined ? undefined : { 'content-type': 'text/plain' },
        signal: controller.signal,
      })
    } catch (error) {
      throw settleAbort(error)
    }
    let text: string
    try {
      text = await readBody(response, client.maxResponseBytes)
    } catch (error) {
      if (error instanceof Error && error.name === 'ResponseTooLargeError') throw error
      throw settleAbort(error)
    }
    if (!response.ok)
      throw new HttpRequestError(response.status, {
        details: text.replace(/[^\x20-\x7e]/g, ' ').slice(0, 200) || undefined,
      })
    return text
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forward)
  }

  function settleAbort(error: unknown) {
    if (timedOut) return new TimeoutError(client.timeout)
    if (signal?.aborted) return new RequestAbortedError(signal.reason)
    return new NetworkRequestError(error)
  }
}

/** Parses an answer's JSON; a syntax error is a typed schema error. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new EsploraSchemaError('The answer is not JSON')
  }
}
