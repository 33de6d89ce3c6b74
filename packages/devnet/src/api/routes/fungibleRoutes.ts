import type { FungiblePriceResponse } from '@kit/blockchain-api'
import { ApiRequestError } from '../../errors/api.js'
import { isRecord } from '../../utils/isRecord.js'
import { jsonReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'
import { readBody } from '../http/readBody.js'
import { parseCaip10 } from '../params/parseCaip10.js'
import { listPricedTokens } from '../tokens/listPricedTokens.js'

/** `POST /v1/fungible/price`: USD prices of CAIP-10 token addresses from the price table. */
export const fungibleRoutes: readonly Route[] = [
  {
    method: 'POST',
    path: '/v1/fungible/price',
    async handle(request, context) {
      const body = await readBody(request.message)
      if (!isRecord(body)) {
        throw new ApiRequestError({ field: 'body', description: 'Expected an object' })
      }
      if (body.currency !== undefined && body.currency !== 'usd') {
        throw new ApiRequestError({ field: 'currency', description: 'Only usd is supported' })
      }
      const { addresses } = body
      if (!Array.isArray(addresses) || addresses.length === 0 || addresses.length > 100) {
        throw new ApiRequestError({
          field: 'addresses',
          description: 'Expected 1 to 100 CAIP-10 addresses',
        })
      }
      const fungibles: FungiblePriceResponse['fungibles'] = []
      for (const [index, value] of addresses.entries()) {
        const { chain, address } = parseCaip10(context, value, `addresses[${index}]`)
        const known = listPricedTokens(chain, context.baseUrl).find(
          (token) => token.contract.toLowerCase() === address.toLowerCase(),
        )
        if (!known) continue // Unknown tokens are left out, as the hosted API does.
        const { name, symbol, logoUri, price } = known
        fungibles.push({ name, symbol, iconUrl: logoUri, price })
      }
      return jsonReply({ fungibles } satisfies FungiblePriceResponse)
    },
  },
]
