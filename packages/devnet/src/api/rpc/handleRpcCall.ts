import type { WalletAssetsResponse } from '@kit/blockchain-api'
import { getAddress, isAddress } from 'viem'
import { ProviderRpcError } from '../../errors/provider.js'
import { isRecord } from '../../utils/isRecord.js'
import type { ApiContext } from '../ApiContext.js'
import { getWalletAssets } from '../assets/getWalletAssets.js'
import type { ServedChain } from '../ServedChain.js'

/**
 * Methods a public RPC endpoint does not serve: they would sign with keys the node holds (anvil
 * unlocks its dev accounts) or change the node itself. Refused so that a client bug shows here
 * as it would against a real RPC.
 */
const refused =
  /^(eth_sendTransaction|eth_sign|eth_signTransaction|eth_signTypedData.*|personal_.*|anvil_.*|evm_.*|hardhat_.*|debug_.*|admin_.*|miner_.*|txpool_.*)$/

type RpcResponse = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: unknown }

const failure = (id: unknown, code: number, message: string): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})

/**
 * One JSON-RPC request sent to `/v1?chainId=…`: `wallet_getAssets` is answered here, refused
 * methods get -32601, everything else goes to the chain's node and comes back as is.
 */
export async function handleRpcCall(
  context: ApiContext,
  chain: ServedChain,
  request: unknown,
): Promise<RpcResponse> {
  if (!isRecord(request) || request.jsonrpc !== '2.0' || typeof request.method !== 'string') {
    return failure(isRecord(request) ? (request.id ?? null) : null, -32600, 'Invalid request')
  }
  const { id = null, method, params } = request
  if (method === 'wallet_getAssets') {
    try {
      return { jsonrpc: '2.0', id, result: await walletGetAssets(context, chain, params) }
    } catch (error) {
      if (error instanceof ProviderRpcError) return failure(id, error.code, error.shortMessage)
      return failure(id, -32603, 'Reading the assets from the node failed.')
    }
  }
  if (refused.test(method)) {
    return failure(id, -32601, `The method "${method}" is not available on this RPC endpoint.`)
  }
  try {
    const response = await fetch(chain.config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method,
        ...(params === undefined ? {} : { params }),
      }),
      signal: AbortSignal.timeout(30_000),
    })
    return (await response.json()) as RpcResponse
  } catch {
    return failure(id, -32603, `The node of ${chain.config.name} did not answer.`)
  }
}

async function walletGetAssets(
  context: ApiContext,
  chain: ServedChain,
  params: unknown,
): Promise<WalletAssetsResponse> {
  const unsupported = () =>
    new ProviderRpcError(
      -32601,
      `The method "wallet_getAssets" is not supported on ${chain.config.name}.`,
    )
  if (chain.config.testnet) throw unsupported()
  const [query] = Array.isArray(params) ? params : []
  if (!isRecord(query) || typeof query.account !== 'string' || !isAddress(query.account)) {
    throw new ProviderRpcError(-32602, 'Expected [{ account, chainFilter? }].')
  }
  const filter =
    query.chainFilter === undefined ? [`0x${chain.config.chainId.toString(16)}`] : query.chainFilter
  if (!Array.isArray(filter) || filter.length === 0 || filter.length > 16) {
    throw new ProviderRpcError(-32602, 'chainFilter must list hex chain ids.')
  }
  const chains = filter.map((hex) => {
    const served =
      typeof hex === 'string' && /^0x[1-9a-f][0-9a-f]{0,13}$/.test(hex)
        ? context.chains.find((candidate) => candidate.config.chainId === Number(hex))
        : undefined
    if (!served) throw new ProviderRpcError(-32602, `Unsupported chain ${String(hex)}.`)
    if (served.config.testnet) throw unsupported()
    return [hex as string, served] as const
  })
  const account = getAddress(query.account)
  const entries = await Promise.all(
    chains.map(
      async ([hex, served]) =>
        [hex, await getWalletAssets(served, account, context.baseUrl)] as const,
    ),
  )
  return Object.fromEntries(entries)
}
