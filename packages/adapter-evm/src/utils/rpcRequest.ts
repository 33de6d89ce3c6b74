import { parseRetryAfter } from '@kit/core/modules/utils/parseRetryAfter'
import { HttpRequestError, InvalidRpcResponseError, TimeoutError } from '../errors/request.js'
import { mapProviderError } from './mapProviderError.js'

export type RpcRequestParameters = {
  url: string
  method: string
  params: readonly unknown[]
  fetchFn: typeof fetch
  /** Milliseconds before the request is aborted (SPEC §9: 10 s). */
  timeout: number
}

/**
 * One JSON-RPC call over HTTP POST. A hung request is aborted at `timeout` through its
 * `AbortSignal`; failures are typed and never carry the URL (it may hold an API key).
 */
export async function rpcRequest({
  url,
  method,
  params,
  fetchFn,
  timeout,
}: RpcRequestParameters): Promise<unknown> {
  const controller = new AbortController()
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new TimeoutError(timeout)), {
      once: true,
    }),
  )
  const timer = setTimeout(() => controller.abort(), timeout)
  let body: unknown
  try {
    const response = await Promise.race([
      fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: controller.signal,
      }),
      aborted,
    ])
    if (!response.ok)
      throw new HttpRequestError(response.status, {
        retryAfter: parseRetryAfter(response.headers.get('retry-after'), Date.now()),
      })
    const text = await Promise.race([response.text(), aborted])
    try {
      body = JSON.parse(text)
    } catch (cause) {
      throw new InvalidRpcResponseError({ cause, details: 'The body is not JSON' })
    }
  } catch (error) {
    if (controller.signal.aborted) throw new TimeoutError(timeout, { cause: error })
    if (error instanceof HttpRequestError || error instanceof InvalidRpcResponseError) throw error
    throw new HttpRequestError(undefined, { cause: error })
  } finally {
    clearTimeout(timer)
  }
  return readResult(body)
}

async function readResult(body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidRpcResponseError({ details: 'Expected a JSON-RPC response object' })
  if ('error' in body && body.error !== undefined && body.error !== null)
    // Loaded with the RPC reader after first paint, so the code table is imported directly.
    throw mapProviderError(body.error)
  if (!('result' in body))
    throw new InvalidRpcResponseError({ details: 'The response has no result' })
  return body.result
}
