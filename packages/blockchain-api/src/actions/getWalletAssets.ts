import type { ApiClient } from '../createApiClient.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { RpcResponseError } from '../errors/rpc.js'
import { walletAssetsResponse } from '../schemas/account.js'
import type { WalletAssetsResponse } from '../types/account.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { integer, lazy, literal, object, optional, parse, string } from '../utils/schema.js'

export type GetWalletAssetsParameters = {
  account: string
  /** The CAIP-2 id (`eip155:1`) or the eip155 chain id (`1`); sent as `eip155:1` and `0x1`. */
  chainId: string | number
}
export type GetWalletAssetsReturnType = WalletAssetsResponse

const rpcId = 1

const rpcEnvelope = lazy(() =>
  object({
    jsonrpc: literal('2.0'),
    id: optional(integer(rpcId, rpcId)),
    error: optional(object({ code: integer(), message: string() })),
    result: (value: unknown) => value,
  }),
)

/**
 * `wallet_getAssets` over the API's JSON-RPC endpoint (`POST /v1/?chainId=…`). A JSON-RPC error
 * rejects with `RpcResponseError`; `isMethodNotSupported` tells when the network lacks the call.
 */
export async function getWalletAssets(
  client: ApiClient,
  { account, chainId }: GetWalletAssetsParameters,
  { signal }: RequestOptions = {},
): Promise<GetWalletAssetsReturnType> {
  const reference = readChainId(chainId)
  const body = await requestJson(client, {
    path: ['v1'],
    trailingSlash: true,
    method: 'POST',
    idempotent: true,
    query: { chainId: `eip155:${reference}`, projectId: client.projectId },
    body: {
      jsonrpc: '2.0',
      id: rpcId,
      method: 'wallet_getAssets',
      params: [{ account, chainFilter: [`0x${reference.toString(16)}`] }],
    },
    signal,
    accept: throwRpcError,
  })
  return parse(parse(body, rpcEnvelope).result, walletAssetsResponse)
}

/**
 * Throws the answer's JSON-RPC error as `RpcResponseError`, inside the attempt, so the codes
 * SPEC §9 names (-1, -32005, -32603) are retried. A body that is not JSON is left to the caller.
 */
function throwRpcError(text: string): void {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return
  }
  const envelope = parse(body, rpcEnvelope)
  const raw = (body as { error?: { data?: unknown } }).error
  if (envelope.error) throw new RpcResponseError({ ...envelope.error, data: raw?.data })
}

/** The eip155 reference as a bigint; anything but a canonical positive decimal is refused (B02). */
function readChainId(chainId: string | number): bigint {
  const reference = typeof chainId === 'number' ? String(chainId) : chainId.replace(/^eip155:/, '')
  if (!/^[1-9]\d{0,31}$/.test(reference)) throw new InvalidParameterError('Invalid chainId')
  return BigInt(reference)
}
