import { siwxSessionsResponse } from '../schemas/siwx.js'
import type { SiwxSessionsResponse } from '../types/siwx.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type ListSiwxSessionsParameters = {
  /** CAIP-2 (`eip155:1`). */
  chainId: string
  address: string
}
export type ListSiwxSessionsReturnType = SiwxSessionsResponse

/** `GET /v1/siwx/sessions?chainId&address`: the account's live sessions on that chain. */
export const listSiwxSessions = jsonEndpoint(
  siwxSessionsResponse,
  ({ chainId, address }: ListSiwxSessionsParameters) => ({
    path: ['v1', 'siwx', 'sessions'],
    query: { chainId, address },
    cache: 'no-cache',
  }),
)
