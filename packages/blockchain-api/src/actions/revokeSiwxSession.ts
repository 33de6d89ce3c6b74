import type { ApiClient } from '../createApiClient.js'
import { type RequestOptions, request } from '../utils/request.js'

export type RevokeSiwxSessionParameters = {
  id: string
  /** The session's own signature: only who holds the session can end it. */
  signature: string
}

/** `POST /v1/siwx/sessions/{id}/revoke?projectId=…`: ends one sign-in session; never retried. */
export async function revokeSiwxSession(
  client: ApiClient,
  { id, signature }: RevokeSiwxSessionParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await request(client, {
    path: ['v1', 'siwx', 'sessions', id, 'revoke'],
    method: 'POST',
    query: { projectId: client.projectId },
    body: { signature },
    signal,
  })
}
