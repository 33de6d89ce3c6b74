import { isRecord } from '../../utils/isRecord.js'

/** One JSON-RPC 2.0 call; `id` undefined for a notification (answered with nothing). */
export type JsonRpcCall = {
  id: string | number | null | undefined
  method: string
  params: unknown[] | Record<string, unknown>
}

export type JsonRpcErrorObject = { code: number; message: string; data?: unknown }

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: string | number | null; result: unknown }
  | { jsonrpc: '2.0'; id: string | number | null; error: JsonRpcErrorObject }

/** A parsed entry of a request body: a call, or the error response it gets as it stands. */
export type ParsedEntry = { ok: true; call: JsonRpcCall } | { ok: false; response: JsonRpcResponse }

/** Parsed request body: one entry, or a batch (an array of them). */
export type ParsedBody =
  | { batch: false; entry: ParsedEntry }
  | { batch: true; entries: ParsedEntry[] }
  | { batch: false; invalid: JsonRpcResponse }

export const invalidRequest = (id: string | number | null = null): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code: -32600, message: 'Invalid request' },
})

/** Checks one JSON value as a JSON-RPC 2.0 request object. */
export function parseJsonRpcCall(value: unknown): ParsedEntry {
  if (!isRecord(value)) return { ok: false, response: invalidRequest() }
  const { id, method, params, jsonrpc } = value
  const validId =
    id === undefined ||
    id === null ||
    typeof id === 'string' ||
    (typeof id === 'number' && Number.isFinite(id))
  if (!validId) return { ok: false, response: invalidRequest() }
  const echoId = (id ?? null) as string | number | null
  if (jsonrpc !== '2.0' || typeof method !== 'string')
    return { ok: false, response: invalidRequest(echoId) }
  if (params !== undefined && !Array.isArray(params) && !isRecord(params))
    return { ok: false, response: invalidRequest(echoId) }
  return {
    ok: true,
    call: { id: id as JsonRpcCall['id'], method, params: params ?? [] },
  }
}

/** Splits a decoded body into calls: an object is one call, an array a batch (not empty). */
export function parseJsonRpcBody(body: unknown, maxBatch: number): ParsedBody {
  if (!Array.isArray(body)) return { batch: false, entry: parseJsonRpcCall(body) }
  if (body.length === 0 || body.length > maxBatch)
    return { batch: false, invalid: invalidRequest() }
  return { batch: true, entries: body.map(parseJsonRpcCall) }
}
