import { SiwxRpcError } from '../errors/verify.js'

/** An EIP-1193-style request function for the message's chain (`chainId`: its CAIP-2 reference). */
export type Eip155Request = (
  args: { method: string; params: readonly unknown[] },
  context: { chainId: string },
) => Promise<unknown>

/** An error a request rejects with, or a JSON-RPC error answer. */
type RpcErrorLike = { code?: unknown; message?: unknown; data?: unknown }

/**
 * Whether an `eth_call` failed because the call reverted (the contract answered "no"), as
 * opposed to a network or node failure: code 3 (EIP-1474 execution error) or a message naming a
 * revert.
 */
export function isRevert(error: unknown): boolean {
  const { code, message, details } = (error ?? {}) as RpcErrorLike & { details?: unknown }
  if (code === 3) return true
  const text = typeof details === 'string' ? details : message
  return typeof text === 'string' && /revert/i.test(text)
}

/**
 * A request function over HTTP JSON-RPC to the URL `rpcUrls` gives for the chain. Any failure
 * (no URL for the chain, network, HTTP status, a JSON-RPC error answer) rejects with `SiwxRpcError`.
 */
export function createHttpRequest({
  rpcUrls,
  fetch: fetchFn = globalThis.fetch,
  timeoutMs = 10_000,
}: {
  rpcUrls: Readonly<Record<string, string>>
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
}): Eip155Request {
  let id = 0
  return async ({ method, params }, { chainId }) => {
    const url = Object.hasOwn(rpcUrls, chainId) ? rpcUrls[chainId] : undefined
    if (!url) throw new SiwxRpcError({ details: `No RPC URL for chain ${chainId}` })
    let response: Response
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      throw new SiwxRpcError({ details: 'Network error', cause })
    }
    if (!response.ok) throw new SiwxRpcError({ details: `HTTP status code: ${response.status}` })
    const body = (await response.json().catch(() => ({}))) as {
      result?: unknown
      error?: RpcErrorLike
    }
    if (body.error) {
      const { code, message } = body.error
      throw new SiwxRpcError({
        details: typeof message === 'string' ? message.slice(0, 200) : 'JSON-RPC error',
        code: typeof code === 'number' ? code : undefined,
      })
    }
    return body.result
  }
}
