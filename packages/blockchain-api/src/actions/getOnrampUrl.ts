import { onrampUrlResponse } from '../schemas/onramp.js'
import type { OnrampUrlResponse } from '../types/onramp.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

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
export const getOnrampUrl = jsonEndpoint(
  onrampUrlResponse,
  (
    {
      destinationWallets,
      defaultNetwork,
      partnerUserId,
      defaultExperience = 'buy',
      presetCryptoAmount,
      presetFiatAmount,
    }: GetOnrampUrlParameters,
    client,
  ) => ({
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
  }),
)
