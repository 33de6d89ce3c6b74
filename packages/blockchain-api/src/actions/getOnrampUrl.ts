import type { ApiClient } from '../createApiClient.js'
import { onrampUrlResponse } from '../schemas/onramp.js'
import type { OnrampUrlResponse } from '../types/onramp.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

/** A wallet the purchase may be sent to. */
export type OnrampDestinationWallet = {
  address: string
  blockchains?: string[] | undefined
  assets?: string[] | undefined
  supportedNetworks?: string[] | undefined
}

export type GetOnrampUrlParameters = {
  destinationWallets: OnrampDestinationWallet[]
  defaultNetwork: string
  partnerUserId: string
  defaultExperience?: 'buy' | 'send' | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
}
export type GetOnrampUrlReturnType = OnrampUrlResponse

/** `POST /v1/generators/onrampurl`: the provider page to open; only an http(s) URL is accepted. */
export async function getOnrampUrl(
  client: ApiClient,
  {
    destinationWallets,
    defaultNetwork,
    partnerUserId,
    defaultExperience = 'buy',
    presetCryptoAmount,
    presetFiatAmount,
  }: GetOnrampUrlParameters,
  { signal }: RequestOptions = {},
): Promise<GetOnrampUrlReturnType> {
  const body = await requestJson(client, {
    path: ['v1', 'generators', 'onrampurl'],
    method: 'POST',
    query: { projectId: client.projectId },
    body: {
      destinationWallets,
      defaultNetwork,
      partnerUserId,
      defaultExperience,
      presetCryptoAmount,
      presetFiatAmount,
    },
    signal,
  })
  return parse(body, onrampUrlResponse)
}
