import { ApiRequestError } from '../../errors/api.js'
import type { ApiContext } from '../ApiContext.js'
import { jsonReply } from '../http/ApiReply.js'
import type { ApiRequest } from '../http/ApiRequest.js'
import type { Route } from '../http/Route.js'
import { readBody } from '../http/readBody.js'
import { parseChainId } from '../params/parseChainId.js'
import { handleRpcCall } from '../rpc/handleRpcCall.js'

/** Largest JSON-RPC body (a batch of raw transactions fits). */
const maxRpcBodyBytes = 1024 * 1024
const maxBatch = 100

async function proxy(request: ApiRequest, context: ApiContext) {
  const chain = parseChainId(context, request.url.searchParams.get('chainId'))
  const body = await readBody(request.message, maxRpcBodyBytes).catch((error: unknown) => {
    // JSON-RPC reports a body that is not JSON as a parse error, not as an HTTP error.
    if (error instanceof ApiRequestError && error.status === 400) return parseError
    throw error
  })
  if (body === parseError) {
    return jsonReply({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  }
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > maxBatch) {
      return jsonReply({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: `A batch holds 1 to ${maxBatch} requests` },
      })
    }
    return jsonReply(await Promise.all(body.map((call) => handleRpcCall(context, chain, call))))
  }
  return jsonReply(await handleRpcCall(context, chain, body))
}

const parseError = Symbol('parse error')

/**
 * The chain RPC of SPEC §7 (`POST /v1/?chainId=eip155:N`, also without the slash): JSON-RPC
 * forwarded to the chain's node, with `wallet_getAssets` answered by the API itself.
 */
export const rpcRoutes: readonly Route[] = [
  { method: 'POST', path: '/v1', handle: proxy },
  { method: 'POST', path: '/v1/', handle: proxy },
]
