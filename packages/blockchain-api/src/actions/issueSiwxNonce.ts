import { siwxNonceResponse } from '../schemas/siwx.js'
import type { SiwxNonceResponse } from '../types/siwx.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type IssueSiwxNonceParameters = Record<string, never>
export type IssueSiwxNonceReturnType = SiwxNonceResponse

/**
 * `POST /v1/siwx/nonce?projectId=…`: a fresh sign-in nonce, accepted once by
 * `createSiwxSession` until it expires; never retried nor shared between callers.
 */
export const issueSiwxNonce = jsonEndpoint(
  siwxNonceResponse,
  (_: IssueSiwxNonceParameters, client) => ({
    path: ['v1', 'siwx', 'nonce'],
    method: 'POST',
    query: { projectId: client.projectId },
  }),
)
