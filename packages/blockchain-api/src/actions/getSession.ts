import type { ApiClient } from '../createApiClient.js'
import { sessionResponse } from '../schemas/sessions.js'
import type { SessionResponse } from '../types/sessions.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetSessionParameters = { id: string }
export type GetSessionReturnType = SessionResponse

/** `GET /v1/sessions/{id}`: one smart-session permission record. */
export async function getSession(
  client: ApiClient,
  { id }: GetSessionParameters,
  { signal }: RequestOptions = {},
): Promise<GetSessionReturnType> {
  const body = await requestJson(client, { path: ['v1', 'sessions', id], signal })
  return parse(body, sessionResponse)
}
