import type { SessionResponse } from '@kit/blockchain-api'
import { verifyMessage } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import { isRecord } from '../../utils/isRecord.js'
import { jsonReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'
import { readBody } from '../http/readBody.js'
import type { StoredSession } from '../sessions/createSessionStore.js'

const toResponse = ({
  pci,
  expiry,
  chainId,
  address,
  revoked,
}: StoredSession): SessionResponse => ({
  pci,
  expiry,
  chainId,
  address,
  revoked,
})

/**
 * Smart-session records (SPEC §7). A revocation carries the session's `pci` and the session
 * address's `personal_sign` signature of that `pci`.
 */
export const sessionRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/sessions/:id',
    handle(request, context) {
      const session = context.sessions.get(request.params.id ?? '')
      if (!session) {
        throw new ApiRequestError({ status: 404, field: 'id', description: 'Unknown session' })
      }
      return jsonReply(toResponse(session))
    },
  },
  {
    method: 'POST',
    path: '/v1/sessions/:id/revoke',
    async handle(request, context) {
      const session = context.sessions.get(request.params.id ?? '')
      if (!session) {
        throw new ApiRequestError({ status: 404, field: 'id', description: 'Unknown session' })
      }
      const body = await readBody(request.message)
      if (!isRecord(body)) {
        throw new ApiRequestError({ field: 'body', description: 'Expected an object' })
      }
      if (body.pci !== session.pci) {
        throw new ApiRequestError({ field: 'pci', description: 'Does not match the session' })
      }
      const { signature } = body
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) {
        throw new ApiRequestError({
          field: 'signature',
          description: 'Expected a 65-byte signature',
        })
      }
      const valid = await verifyMessage({
        address: session.address as `0x${string}`,
        message: session.pci,
        signature: signature as `0x${string}`,
      }).catch(() => false)
      if (!valid) {
        throw new ApiRequestError({
          status: 401,
          field: 'signature',
          description: 'The signature does not match the session address',
        })
      }
      if (session.revoked) {
        throw new ApiRequestError({ status: 409, field: 'id', description: 'Already revoked' })
      }
      const revoked = context.sessions.revoke(session.id)
      return jsonReply(revoked ? toResponse(revoked) : undefined)
    },
  },
]
