import { SolanaRpcError } from '../../errors/solana.js'
import { positional } from './params.js'
import type { JsonRpcCall, JsonRpcResponse } from './parseJsonRpcRequest.js'
import type { RpcContext, RpcMethod } from './RpcContext.js'

/** Runs one call against `methods`; any failure becomes its JSON-RPC error response. */
export function answerCall(
  call: JsonRpcCall,
  methods: ReadonlyMap<string, RpcMethod>,
  context: RpcContext,
): JsonRpcResponse {
  const id = call.id ?? null
  const method = methods.get(call.method)
  if (!method) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  try {
    return { jsonrpc: '2.0', id, result: method(positional(call.params), context) }
  } catch (error) {
    if (error instanceof SolanaRpcError)
      return {
        jsonrpc: '2.0',
        id,
        error: {
          code: error.code,
          message: error.shortMessage,
          ...(error.data === undefined ? {} : { data: error.data }),
        },
      }
    return {
      jsonrpc: '2.0',
      id,
      error: { code: -32603, message: `Internal error: ${(error as Error).message}` },
    }
  }
}
