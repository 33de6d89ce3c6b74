import { siwxSessionRecord } from '../schemas/siwx.js'
import type { SiwxSessionRecord } from '../types/siwx.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetSiwxSessionParameters = { id: string }
export type GetSiwxSessionReturnType = SiwxSessionRecord

/** `GET /v1/siwx/sessions/{id}`: one live sign-in session (404 once revoked or expired). */
export const getSiwxSession = jsonEndpoint(
  siwxSessionRecord,
  ({ id }: GetSiwxSessionParameters) => ({
    path: ['v1', 'siwx', 'sessions', id],
    cache: 'no-cache',
  }),
)
