import type {
  BalanceResponse,
  HistoryResponse,
  IdentityResponse,
  SupportedChainsResponse,
} from '@kit/blockchain-api'
import { ApiRequestError } from '../../errors/api.js'
import type { ApiContext } from '../ApiContext.js'
import { readBalances } from '../balances/readBalances.js'
import { queryHistory } from '../history/queryHistory.js'
import { jsonReply } from '../http/ApiReply.js'
import type { ApiRequest } from '../http/ApiRequest.js'
import type { Route } from '../http/Route.js'
import { parseAddress } from '../params/parseAddress.js'
import { parseChainId } from '../params/parseChainId.js'

/** The chains a request names with `chainId`, or every served chain without it. */
function requestedChains({ url }: ApiRequest, context: ApiContext) {
  const chainId = url.searchParams.get('chainId')
  return chainId === null ? context.chains : [parseChainId(context, chainId)]
}

/** Account endpoints of SPEC §7: supported chains, balances, history and identity. */
export const accountRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/supported-chains',
    handle: (_, context) =>
      jsonReply({
        http: context.chains.map((chain) => chain.caip2),
        ws: [],
      } satisfies SupportedChainsResponse),
  },
  {
    method: 'GET',
    path: '/v1/account/:address/balance',
    async handle(request, context) {
      const address = parseAddress(request.params.address, 'address')
      const currency = request.url.searchParams.get('currency')
      if (currency !== null && currency !== 'usd') {
        throw new ApiRequestError({ field: 'currency', description: 'Only usd is supported' })
      }
      const chains = requestedChains(request, context)
      const perChain = await Promise.all(
        chains.map((chain) => readBalances(chain, address, context.baseUrl)),
      )
      const balances = perChain.flat().sort((a, b) => b.value - a.value)
      return jsonReply({ balances } satisfies BalanceResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/account/:address/history',
    async handle(request, context) {
      const address = parseAddress(request.params.address, 'address')
      const onramp = request.url.searchParams.get('onramp')
      if (onramp !== null && onramp !== 'coinbase') {
        throw new ApiRequestError({ field: 'onramp', description: 'Unknown onramp provider' })
      }
      const chains = requestedChains(request, context)
      const cursor = request.url.searchParams.get('cursor') ?? undefined
      // The local onramp pays out with ordinary transfers: no provider-side history.
      if (onramp === 'coinbase')
        return jsonReply({ data: [], next: null } satisfies HistoryResponse)
      const page = await queryHistory({ address, chains, cursor, baseUrl: context.baseUrl })
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
