import { isRecord } from '../utils/isRecord.js'
import {
  InvalidRelayRequestError,
  RelayMethodNotFoundError,
  RelayParseError,
  RelayRpcError,
} from './errors.js'
import type { RelayMethodContext } from './relayMethods.js'
import { relayMethods } from './relayMethods.js'

type JsonRpcId = string | number | null

type JsonRpcResponse =
  | { id: JsonRpcId; jsonrpc: '2.0'; result: unknown }
  | { id: JsonRpcId; jsonrpc: '2.0'; error: { code: number; message: string } }

export type HandleRelayFrameReturnType = {
  /** The serialized response (an array for a batch); `undefined` when nothing is answered. */
  reply: string | undefined
  /** Work to run after the reply is sent. */
  after: (() => void)[]
}

/**
 * Answers one text frame of a relay socket: a JSON-RPC request, a batch array of them, or a
 * client's acknowledgement of a delivery (ignored).
 */
export function handleRelayFrame(
  text: string,
  context: Omit<RelayMethodContext, 'after'>,
): HandleRelayFrameReturnType {
  const after: (() => void)[] = []
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch (cause) {
    return { reply: JSON.stringify(errorResponse(null, new RelayParseError({ cause }))), after }
  }
  const answer = (item: unknown) =>
    handleItem(item, { ...context, after: (task) => after.push(task) })
  if (!Array.isArray(payload)) {
    const response = answer(payload)
    return { reply: response && JSON.stringify(response), after }
  }
  if (payload.length === 0)
    return { reply: JSON.stringify(errorResponse(null, new InvalidRelayRequestError())), after }
  const responses = payload.map(answer).filter((response) => response !== undefined)
  return { reply: responses.length > 0 ? JSON.stringify(responses) : undefined, after }
}

function handleItem(item: unknown, context: RelayMethodContext): JsonRpcResponse | undefined {
  if (!isRecord(item)) return errorResponse(null, new InvalidRelayRequestError())
  const id = isJsonRpcId(item.id) ? item.id : null
  if (item.method === undefined && ('result' in item || 'error' in item)) return undefined
  if (typeof item.method !== 'string' || (item.id !== undefined && !isJsonRpcId(item.id)))
    return errorResponse(id, new InvalidRelayRequestError())
  try {
    const method = relayMethods.get(item.method)
    if (!method) throw new RelayMethodNotFoundError({ method: item.method })
    const result = method(context, item.params)
    return item.id === undefined ? undefined : { id, jsonrpc: '2.0', result }
  } catch (error) {
    if (item.id === undefined) return undefined
    return errorResponse(id, error)
  }
}

function isJsonRpcId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || typeof value === 'number' || value === null
}

function errorResponse(id: JsonRpcId, error: unknown): JsonRpcResponse {
  if (!(error instanceof RelayRpcError))
    return { id, jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' } }
  const message = error.details ? `${error.shortMessage}: ${error.details}` : error.shortMessage
  return { id, jsonrpc: '2.0', error: { code: error.code, message } }
}
