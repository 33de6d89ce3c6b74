import type {
  AllowanceResponse,
  BuildTransactionResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  GasPriceResponse,
} from '@kit/blockchain-api'
import { decodeFunctionResult, encodeFunctionData } from 'viem'
import { swapRouterAddress } from '../../chains/swapRouterAddress.js'
import { kitTokenAbi } from '../../contracts/artifacts.js'
import { ApiRequestError } from '../../errors/api.js'
import { isRecord } from '../../utils/isRecord.js'
import type { ApiContext } from '../ApiContext.js'
import { buildSwapCalldata } from '../convert/buildSwapCalldata.js'
import { buildTransaction } from '../convert/buildTransaction.js'
import { getAmountOut, minimumAmountOut, priceImpact } from '../convert/constantProduct.js'
import { parseSlippage } from '../convert/parseSlippage.js'
import { hasSwapRouter, readPool } from '../convert/readPool.js'
import { jsonReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'
import { readBody } from '../http/readBody.js'
import { parseBaseUnits } from '../params/parseBaseUnits.js'
import { parseCaip10 } from '../params/parseCaip10.js'
import { parseChainId } from '../params/parseChainId.js'
import { parseUserAddress } from '../params/parseUserAddress.js'
import type { ServedChain } from '../ServedChain.js'
import { findSwapToken, listSwapTokens } from '../tokens/findSwapToken.js'
import type { PricedToken } from '../tokens/listPricedTokens.js'

const maxUint256 = 2n ** 256n - 1n
/** How long a built swap stays valid, in seconds. */
const swapDeadlineSeconds = 20n * 60n
/** Gas limit of a swap built with `disableEstimate` (a swap uses about 90,000 to 130,000). */
const swapGasLimit = 250_000n

/** The refusal the Swap view expects on a chain without pools (SPEC §8). */
const notSupported = (field: string) =>
  new ApiRequestError({ field, description: 'Network not supported for Swaps' })

/** Refuses a chain without the swap router (testnets and chains without pools). */
async function assertSwaps(chain: ServedChain, field: string): Promise<void> {
  if (chain.config.testnet || !(await hasSwapRouter(chain))) throw notSupported(field)
}

/** A swappable token given as CAIP-10 in `field`, on a chain that has pools. */
async function swapToken(context: ApiContext, value: unknown, field: string) {
  const { chain, address } = parseCaip10(context, value, field)
  await assertSwaps(chain, field)
  return { chain, token: findSwapToken(chain, address, context.baseUrl, field) }
}

/** Both sides of a swap, on one chain and different. */
async function swapPair(context: ApiContext, from: unknown, to: unknown) {
  const source = await swapToken(context, from, 'from')
  const target = await swapToken(context, to, 'to')
  if (source.chain !== target.chain) {
    throw new ApiRequestError({ field: 'to', description: 'Both tokens must be on one chain' })
  }
  if (source.token.contract === target.token.contract) {
    throw new ApiRequestError({ field: 'to', description: 'Pick two different tokens' })
  }
  return { chain: source.chain, from: source.token, to: target.token }
}

/** The pool between `from` and `to`, or a 400 naming `to`. */
async function requirePool(chain: ServedChain, from: PricedToken, to: PricedToken) {
  const pool = await readPool(chain, from.contract, to.contract)
  if (!pool) {
    throw new ApiRequestError({
      field: 'to',
      description: `No pool for ${from.symbol} and ${to.symbol} on ${chain.config.name}`,
    })
  }
  return pool
}

/** The tokens of `candidates` that share a pool with at least one other. */
async function pooledTokens(chain: ServedChain, candidates: readonly PricedToken[]) {
  const pairs = candidates.flatMap((first, index) =>
    candidates.slice(index + 1).map((second) => [first, second] as const),
  )
  const pools = await Promise.all(
    pairs.map(([first, second]) => readPool(chain, first.contract, second.contract)),
  )
  const pooled = new Set<PricedToken>()
  pairs.forEach((pair, index) => {
    if (pools[index]) for (const token of pair) pooled.add(token)
  })
  return candidates.filter((token) => pooled.has(token))
}

const gasPriceOf = async (chain: ServedChain) =>
  BigInt((await chain.call('eth_gasPrice')) as string)

/**
 * Unix seconds of the chain's clock: the time its next block would carry (anvil's pending block).
 * Not the latest block's time: an idle anvil mines no blocks, so that one may be long past.
 */
const chainNow = async (chain: ServedChain) => {
  const block = (await chain.call('eth_getBlockByNumber', ['pending', false])) as {
    timestamp: string
  }
  return BigInt(block.timestamp)
}

/**
 * Convert (swap) endpoints of SPEC §7, answered from the constant-product pools of the local
 * swap router (`contracts/KitSwapRouter.sol`): quotes from the reserves read on chain, calldata
 * that swaps through the router with a minimum output and a deadline.
 */
export const convertRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/convert/tokens',
    async handle(request, context) {
      const chain = parseChainId(context, request.url.searchParams.get('chainId'))
      await assertSwaps(chain, 'chainId')
      const pooled = await pooledTokens(chain, listSwapTokens(chain, context.baseUrl))
      if (pooled.length === 0) throw notSupported('chainId')
      const tokens = pooled.map(({ name, symbol, address, decimals, logoUri, eip2612 }) => ({
        name,
        symbol,
        address,
        decimals,
        logoUri,
        eip2612,
      }))
      return jsonReply({ tokens } satisfies ConvertTokensResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    async handle(request, context) {
      const query = request.url.searchParams
      const { chain, from, to } = await swapPair(context, query.get('from'), query.get('to'))
      const amount = parseBaseUnits(query.get('amount'), 'amount')
      parseUserAddress(context, query.get('userAddress'), chain)
      const gasPrice = query.get('gasPrice')
      if (gasPrice !== null) parseBaseUnits(gasPrice, 'gasPrice')
      const { reserveIn, reserveOut } = await requirePool(chain, from, to)
      return jsonReply({
        quotes: [
          {
            fromAmount: amount.toString(),
            fromAccount: from.address,
            toAmount: getAmountOut({ amountIn: amount, reserveIn, reserveOut }).toString(),
            toAccount: to.address,
            priceImpact: priceImpact({ amountIn: amount, reserveIn }),
          },
        ],
      } satisfies ConvertQuotesResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/allowance',
    async handle(request, context) {
      const query = request.url.searchParams
      const { chain, token } = await swapToken(context, query.get('tokenAddress'), 'tokenAddress')
      const user = parseUserAddress(context, query.get('userAddress'), chain)
      // The native currency needs no approval.
      if (token.native) return jsonReply({ allowance: maxUint256.toString() })
      const data = encodeFunctionData({
        abi: kitTokenAbi,
        functionName: 'allowance',
        args: [user, swapRouterAddress],
      })
      const result = await chain.call('eth_call', [{ to: token.contract, data }, 'latest'])
      const allowance = decodeFunctionResult({
        abi: kitTokenAbi,
        functionName: 'allowance',
        data: result as `0x${string}`,
      })
      return jsonReply({ allowance: allowance.toString() } satisfies AllowanceResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/gas-price',
    async handle(request, context) {
      // The node's price, pools or not: a send needs it as much as a swap.
      const chain = parseChainId(context, request.url.searchParams.get('chainId'))
      const standard = await gasPriceOf(chain)
      return jsonReply({
        standard: standard.toString(),
        fast: ((standard * 12n) / 10n).toString(),
        instant: ((standard * 15n) / 10n).toString(),
      } satisfies GasPriceResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    async handle(request, context) {
      const query = request.url.searchParams
      const { chain, from } = await swapPair(context, query.get('from'), query.get('to'))
      const user = parseUserAddress(context, query.get('userAddress'), chain)
      const amountParam = query.get('amount')
      const amount = amountParam === null ? maxUint256 : parseBaseUnits(amountParam, 'amount')
      if (from.native) {
        throw new ApiRequestError({
          field: 'from',
          description: 'The native currency needs no approval',
        })
      }
      const data = encodeFunctionData({
        abi: kitTokenAbi,
        functionName: 'approve',
        args: [swapRouterAddress, amount],
      })
      const tx = await buildTransaction({ chain, from: user, to: from.contract, data, value: 0n })
      return jsonReply({ tx } satisfies BuildTransactionResponse)
    },
  },
  {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    async handle(request, context) {
      const body = await readBody(request.message)
      if (!isRecord(body)) {
        throw new ApiRequestError({ field: 'body', description: 'Expected an object' })
      }
      const { chain, from, to } = await swapPair(context, body.from, body.to)
      const user = parseUserAddress(context, body.userAddress, chain)
      const amount = parseBaseUnits(body.amount, 'amount')
      if (amount === 0n) throw new ApiRequestError({ field: 'amount', description: 'Amount is 0' })
      const slippage = parseSlippage(body)
      const [{ reserveIn, reserveOut }, now] = await Promise.all([
        requirePool(chain, from, to),
        chainNow(chain),
      ])
      const amountOut = getAmountOut({ amountIn: amount, reserveIn, reserveOut })
      if (amountOut === 0n) {
        throw new ApiRequestError({ field: 'amount', description: 'Amount too small to swap' })
      }
      const { data, value } = buildSwapCalldata({
        from,
        to,
        amountIn: amount,
        amountOutMin: minimumAmountOut({ amountOut, slippage }),
        recipient: user,
        deadline: now + swapDeadlineSeconds,
      })
      const tx = await buildTransaction({
        chain,
        from: user,
        to: swapRouterAddress,
        data,
        value,
        estimate: body.disableEstimate !== true,
        fixedGas: swapGasLimit,
      })
      return jsonReply({ tx } satisfies BuildTransactionResponse)
    },
  },
]
