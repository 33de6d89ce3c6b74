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
import { buildTransaction } from '../convert/buildTransaction.js'
import { quoteSwap } from '../convert/quoteSwap.js'
import { jsonReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'
import { readBody } from '../http/readBody.js'
import { parseBaseUnits } from '../params/parseBaseUnits.js'
import { parseCaip10 } from '../params/parseCaip10.js'
import { parseChainId } from '../params/parseChainId.js'
import { parseUserAddress } from '../params/parseUserAddress.js'
import type { ServedChain } from '../ServedChain.js'
import { findSwapToken, listSwapTokens } from '../tokens/findSwapToken.js'

const maxUint256 = 2n ** 256n - 1n

/** A swappable token given as CAIP-10 in `field`. */
function swapToken(context: ApiContext, value: unknown, field: string) {
  const { chain, address } = parseCaip10(context, value, field)
  return { chain, token: findSwapToken(chain, address, context.baseUrl, field) }
}

/** Both sides of a swap, on one chain and different. */
function swapPair(context: ApiContext, from: unknown, to: unknown) {
  const source = swapToken(context, from, 'from')
  const target = swapToken(context, to, 'to')
  if (source.chain !== target.chain) {
    throw new ApiRequestError({ field: 'to', description: 'Both tokens must be on one chain' })
  }
  if (source.token.contract === target.token.contract) {
    throw new ApiRequestError({ field: 'to', description: 'Pick two different tokens' })
  }
  return { chain: source.chain, from: source.token, to: target.token }
}

const gasPriceOf = async (chain: ServedChain) =>
  BigInt((await chain.call('eth_gasPrice')) as string)

/**
 * Convert (swap) endpoints of SPEC §7. The local stack has no DEX: quotes follow the price
 * table and a built "swap" sends the sold token to the router address (see `swapRouterAddress`).
 */
export const convertRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/convert/tokens',
    handle(request, context) {
      const chain = parseChainId(context, request.url.searchParams.get('chainId'))
      const tokens = listSwapTokens(chain, context.baseUrl).map(
        ({ name, symbol, address, decimals, logoUri, eip2612 }) => ({
          name,
          symbol,
          address,
          decimals,
          logoUri,
          eip2612,
        }),
      )
      if (tokens.length === 0) {
        throw new ApiRequestError({
          field: 'chainId',
          description: `Swaps are not supported on ${chain.config.name}`,
        })
      }
      return jsonReply({ tokens } satisfies ConvertTokensResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    handle(request, context) {
      const query = request.url.searchParams
      const { chain, from, to } = swapPair(context, query.get('from'), query.get('to'))
      const amount = parseBaseUnits(query.get('amount'), 'amount')
      parseUserAddress(context, query.get('userAddress'), chain)
      const gasPrice = query.get('gasPrice')
      if (gasPrice !== null) parseBaseUnits(gasPrice, 'gasPrice')
      return jsonReply({
        quotes: [
          {
            fromAmount: amount.toString(),
            fromAccount: from.address,
            toAmount: quoteSwap({ amount, from, to }).toString(),
            toAccount: to.address,
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
      const { chain, token } = swapToken(context, query.get('tokenAddress'), 'tokenAddress')
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
      const { chain, from } = swapPair(context, query.get('from'), query.get('to'))
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
      const { chain, from } = swapPair(context, body.from, body.to)
      const user = parseUserAddress(context, body.userAddress, chain)
      const amount = parseBaseUnits(body.amount, 'amount')
      if (amount === 0n) throw new ApiRequestError({ field: 'amount', description: 'Amount is 0' })
      const slippage = isRecord(body.eip155) ? body.eip155.slippage : undefined
      const slippageValue = typeof slippage === 'string' ? Number(slippage) : slippage
      if (
        slippage !== undefined &&
        (typeof slippageValue !== 'number' || !(slippageValue >= 0 && slippageValue <= 50))
      ) {
        throw new ApiRequestError({ field: 'eip155.slippage', description: 'Expected 0 to 50 (%)' })
      }
      const tx = from.native
        ? await buildTransaction({
            chain,
            from: user,
            to: swapRouterAddress,
            data: '0x',
            value: amount,
            estimate: body.disableEstimate !== true,
          })
        : await buildTransaction({
            chain,
            from: user,
            to: from.contract,
            data: encodeFunctionData({
              abi: kitTokenAbi,
              functionName: 'transfer',
              args: [swapRouterAddress, amount],
            }),
            value: 0n,
            estimate: body.disableEstimate !== true,
          })
      return jsonReply({ tx } satisfies BuildTransactionResponse)
    },
  },
]
