import { siwxSessionRecord } from '../schemas/siwx.js'
import type { CreateSiwxSessionBody, SiwxSessionRecord } from '../types/siwx.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type CreateSiwxSessionParameters = CreateSiwxSessionBody
export type CreateSiwxSessionReturnType = SiwxSessionRecord

/**
 * `POST /v1/siwx/sessions?projectId=…`: the API verifies the signed message (domain against the
 * page's origin, nonce it issued, time, signature) and keeps the session; never retried. A
 * refusal is an `HttpRequestError` (401) whose body names the failed check.
 */
export const createSiwxSession = jsonEndpoint(
  siwxSessionRecord,
  ({ data, message, signature }: CreateSiwxSessionParameters, client) => ({
    path: ['v1', 'siwx', 'sessions'],
    method: 'POST',
    query: { projectId: client.projectId },
    body: { data, message, signature },
  }),
)
