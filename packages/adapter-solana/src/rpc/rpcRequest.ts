import { HttpRequestError, InvalidRpcResponseError, RpcError, TimeoutError } from '../errors/rpc.js'
import { parseJsonLossless } from './parseJsonLossless.js'

export type RpcTransport = {
  fetchFn: typeof fetch
  /** ms */
  timeout: number
}

export type RpcRequestParameters = {
  url: string
  method: string
  params?: readonly unknown[] | undefined
}

/**
 * One Solana JSON-RPC call over HTTP POST. Failures are typed: `HttpRequestError` (unreachable or
 * not 2xx), `TimeoutError`, `RpcError` (the node's error object) or `InvalidRpcResponseError`
 * (not a JSON-RPC answer). Returns the untrusted `result`, which the caller validates.
 */
export async function rpcRequest(
  { fetchFn, timeout }: RpcTransport,
  { url, method, params = [] }: RpcRequestParameters,
): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeout)
  let text: string
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: controller.signal,
    })
    if (!response.ok) throw new HttpRequestError(response.status)
    text = await response.text()
  } catch (error) {
    if (controller.signal.aborted) throw new TimeoutError(timeout)
    if (error instanceof HttpRequestError) throw error
    throw new HttpRequestError(undefined, { cause: error })
  } finally {
    clearTimeout(timer)
  }
  return readRpcAnswer(text)
}

/** The `result` of a JSON-RPC answer's text, or the typed error it carries. */
export function readRpcAnswer(text: string): unknown {
  let body: unknown
  try {
    body = parseJsonLossless(text)
  } catch (error) {
    throw new InvalidRpcResponseError({ details: 'The answer is not JSON', cause: error })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new InvalidRpcResponseError({ details: 'The answer is not a JSON-RPC object' })
  const { error, result } = body as { error?: unknown; result?: unknown }
  if (error !== undefined && error !== null) {
    const { code, message } = (typeof error === 'object' ? error : {}) as Record<string, unknown>
    if (typeof code !== 'number' || !Number.isInteger(code))
      throw new InvalidRpcResponseError({ details: 'The error has no integer code' })
    throw new RpcError(code, typeof message === 'string' ? message.slice(0, 500) : 'no message')
  }
  if (!('result' in body))
    throw new InvalidRpcResponseError({ details: 'The answer has no result' })
  return result
}
