import type { ApiClient } from '../createApiClient.js'
import { onrampOptionsResponse } from '../schemas/onramp.js'
import type { OnrampOptionsResponse } from '../types/onramp.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetOnrampOptionsReturnType = OnrampOptionsResponse

/** `GET /v1/onramp/options`: the payment and purchase currencies the onramp offers. */
export async function getOnrampOptions(
  client: ApiClient,
  { signal }: RequestOptions = {},
): Promise<GetOnrampOptionsReturnType> {
  const body = await requestJson(client, { path: ['v1', 'onramp', 'options'], signal })
  return parse(body, onrampOptionsResponse)
}
