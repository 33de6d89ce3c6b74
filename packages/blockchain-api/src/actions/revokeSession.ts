import type { ApiClient } from '../createApiClient.js'
import type { RevokeSessionBody } from '../types/sessions.js'
import { type RequestOptions, request } from '../utils/request.js'

export type RevokeSessionParameters = RevokeSessionBody & { id: string }

/** `POST /v1/sessions/{id}/revoke`: revokes a smart session; never retried. */
export async function revokeSession(
  client: ApiClient,
  { id, pci, signature }: RevokeSessionParameters,
  { signal }: RequestOptions = {},
): Promise<void> {
  await request(client, {
    path: ['v1', 'sessions', id, 'revoke'],
    method: 'POST',
    query: { projectId: client.projectId },
    body: { pci, signature },
    signal,
  })
}
