import { sessionResponse } from '../schemas/sessions.js'
import type { SessionResponse } from '../types/sessions.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetSessionParameters = { id: string }
export type GetSessionReturnType = SessionResponse

/** `GET /v1/sessions/{id}`: one smart-session permission record. */
export const getSession = jsonEndpoint(sessionResponse, ({ id }: GetSessionParameters) => ({
  path: ['v1', 'sessions', id],
}))
