import { answerCall } from './answerCall.js'
import { type JsonRpcResponse, parseJsonRpcBody } from './parseJsonRpcRequest.js'
import type { RpcContext, RpcMethod } from './RpcContext.js'

/** Calls one body may batch. */
export const maxBatchSize = 100

/**
 * Answers a decoded JSON-RPC body: a response, an array of them for a batch, or undefined when
 * nothing is owed (notifications only).
 */
export function answerBody(
  body: unknown,
  methods: ReadonlyMap<string, RpcMethod>,
  context: RpcContext,
): JsonRpcResponse | JsonRpcResponse[] | undefined {
  const parsed = parseJsonRpcBody(body, maxBatchSize)
  if ('invalid' in parsed) return parsed.invalid
  const entries = parsed.batch ? parsed.entries : [parsed.entry]
  const responses: JsonRpcResponse[] = []
  for (const entry of entries) {
    if (!entry.ok) responses.push(entry.response)
    else if (entry.call.id !== undefined) responses.push(answerCall(entry.call, methods, context))
    else answerCall(entry.call, methods, context)
  }
  if (!parsed.batch) return responses[0]
  return responses.length > 0 ? responses : undefined
}
