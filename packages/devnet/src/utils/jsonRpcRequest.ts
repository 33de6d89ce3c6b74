import { InternalProviderError, ProviderRpcError } from '../errors/provider.js'

export type JsonRpcRequestParameters = {
  url: string
  method: string
  params?: unknown
  /** Milliseconds before the request is aborted. */
  timeout?: number
  fetchFn?: typeof fetch
}

/**
 * One JSON-RPC 2.0 call over HTTP. A JSON-RPC error keeps its code; network and HTTP failures
 * become -32603.
 */
export async function jsonRpcRequest({
  url,
  method,
  params = [],
  timeout = 10_000,
  fetchFn = globalThis.fetch,
}: JsonRpcRequestParameters): Promise<unknown> {
  let response: Response
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeout),
    })
  } catch (cause) {
    throw new InternalProviderError(`RPC request to ${url} failed.`, { cause })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null) {
    throw new InternalProviderError(`RPC at ${url} answered HTTP ${response.status} without JSON.`)
  }
  if ('error' in body && typeof body.error === 'object' && body.error !== null) {
    const { code, message, data } = body.error as {
      code?: unknown
      message?: unknown
      data?: unknown
    }
    throw new ProviderRpcError(
      typeof code === 'number' ? code : -32603,
      typeof message === 'string' ? message : 'Internal JSON-RPC error.',
      { data },
    )
  }
  if (!('result' in body)) {
    throw new InternalProviderError(`RPC at ${url} answered without a result.`)
  }
  return body.result
}
