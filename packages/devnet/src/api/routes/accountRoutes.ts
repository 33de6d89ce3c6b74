import type {
  BalanceResponse,
  HistoryResponse,
  IdentityResponse,
  SupportedChainsResponse,
} from '@kit/blockchain-api'
import { ApiRequestError } from '../../errors/api.js'
import type { ApiContext } from '../ApiContext.js'
import { readBalances } from '../balances/readBalances.js'
import { queryBitcoinHistory } from '../bitcoin/queryBitcoinHistory.js'
import { readBitcoinBalances } from '../bitcoin/readBitcoinBalances.js'
import { queryHistory } from '../history/queryHistory.js'
import { jsonReply } from '../http/ApiReply.js'
import type { ApiRequest } from '../http/ApiRequest.js'
import type { Route } from '../http/Route.js'
import { listOnrampHistory } from '../onramp/listOnrampHistory.js'
import { parseAccountTarget } from '../params/parseAccountTarget.js'
import { parseAddress } from '../params/parseAddress.js'
import { querySolanaHistory } from '../solana/querySolanaHistory.js'
import { readSolanaBalances } from '../solana/readSolanaBalances.js'

/** The account and chains a request names with `:address` and `chainId`. */
function requestedTarget(request: ApiRequest, context: ApiContext) {
  return parseAccountTarget(
    context,
    request.params.address,
    request.url.searchParams.get('chainId'),
  )
}

/** Account endpoints of SPEC §7: supported chains, balances, history and identity. */
export const accountRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/supported-chains',
    handle: (_, context) =>
      jsonReply({
        http: [
          ...context.chains.map((chain) => chain.caip2),
          ...(context.solana ? [context.solana.caip2] : []),
          ...(context.bitcoin ? [context.bitcoin.caip2] : []),
        ],
        ws: [],
      } satisfies SupportedChainsResponse),
  },
  {
    method: 'GET',
    path: '/v1/account/:address/balance',
    async handle(request, context) {
      const target = requestedTarget(request, context)
      const currency = request.url.searchParams.get('currency')
      if (currency !== null && currency !== 'usd') {
        throw new ApiRequestError({ field: 'currency', description: 'Only usd is supported' })
      }
      const { baseUrl } = context
      const perChain =
        target.kind === 'solana'
          ? [await readSolanaBalances(target.chain, target.address, baseUrl)]
          : target.kind === 'bitcoin'
            ? [await readBitcoinBalances(target.chain, target.address, baseUrl)]
            : await Promise.all(
                target.chains.map((chain) => readBalances(chain, target.address, baseUrl)),
              )
      const balances = perChain.flat().sort((a, b) => b.value - a.value)
      return jsonReply({ balances } satisfies BalanceResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/account/:address/history',
    async handle(request, context) {
      const target = requestedTarget(request, context)
      const onramp = request.url.searchParams.get('onramp')
      if (onramp !== null && onramp !== 'coinbase') {
        throw new ApiRequestError({ field: 'onramp', description: 'Unknown onramp provider' })
      }
      const cursor = request.url.searchParams.get('cursor') ?? undefined
      // The onramp history lists the local onramp's purchases (one page).
      if (onramp === 'coinbase') {
        const chains = target.kind === 'evm' ? target.chains : []
        return jsonReply(
          listOnrampHistory({ context, address: target.address, chains }) satisfies HistoryResponse,
        )
      }
      const { baseUrl } = context
      const { address } = target
      const page =
        target.kind === 'solana'
          ? await querySolanaHistory({ address, chain: target.chain, cursor, baseUrl })
          : target.kind === 'bitcoin'
            ? await queryBitcoinHistory({
                address,
                chain: target.chain,
                cursor,
                baseUrl,
                now: context.now(),
              })
            : await queryHistory({ address, chains: target.chains, cursor, baseUrl })
      return jsonReply(page satisfies HistoryResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/identity/:address',
    handle(request, context) {
      const address = parseAddress(request.params.address, 'address')
      const profile = context.names.reverse(address)[0]
      return jsonReply({
        name: profile?.name ?? null,
        avatar: profile?.attributes.avatar ?? null,
      } satisfies IdentityResponse)
    },
  },
]
