import type { SiwxSessionDataResponse } from '@kit/blockchain-api'
import { ApiRequestError } from '../../errors/api.js'
import { isRecord } from '../../utils/isRecord.js'
import { jsonReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'
import { readBody } from '../http/readBody.js'
import { parseOrigin, parseSiwxSessionBody } from '../params/parseSiwxSessionBody.js'
import type { VerifiedSignIn } from '../siwx/SignInVerifier.js'
import { signInGroup } from '../siwx/signInGroup.js'

const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * Sign-in sessions: nonces issued and accepted once per sign-in (a message signed on several
 * eip155 chains with one nonce, as one-click auth does, opens a session on each chain, once),
 * sessions created only from a signed message that the server's verifier accepts against the
 * page's own origin (the `Origin` header the browser sends), listed per chain and address, read
 * by id, and revoked with their signature.
 */
export const siwxRoutes: readonly Route[] = [
  {
    method: 'POST',
    path: '/v1/siwx/nonce',
    handle: (_, context) => jsonReply(context.siwx.issueNonce()),
  },
  {
    method: 'POST',
    path: '/v1/siwx/sessions',
    async handle(request, context) {
      const verify = context.verifySignIn
      if (!verify) {
        throw new ApiRequestError({
          status: 501,
          field: 'server',
          description: 'Sign-in verification is not configured',
        })
      }
      const origin = parseOrigin(request.message.headers.origin)
      const { chainId, message, signature } = parseSiwxSessionBody(await readBody(request.message))
      const group = signInGroup({ chainId, message })
      const signIn = group === undefined ? undefined : { group, chainId }
      let fields: VerifiedSignIn
      try {
        fields = await verify({
          message,
          signature,
          expected: { domain: new URL(origin).host, origin, chainId },
          // One nonce per sign-in: a one-click auth signs the same message on each chain.
          nonces: { consume: async (nonce) => context.siwx.consumeNonce(nonce, signIn) },
        })
      } catch (error) {
        const reason = (error as { reason?: unknown } | null)?.reason
        throw new ApiRequestError({
          status: 401,
          field: 'signature',
          description:
            typeof reason === 'string' ? `Sign-in refused: ${reason}` : 'Sign-in refused',
        })
      }
      const expiresAt =
        fields.expirationTime === undefined ? undefined : Date.parse(fields.expirationTime)
      return jsonReply(
        context.siwx.add({ data: toData(fields, chainId), message, signature }, expiresAt),
      )
    },
  },
  {
    method: 'GET',
    path: '/v1/siwx/sessions',
    handle(request, context) {
      const chainId = request.url.searchParams.get('chainId') ?? ''
      const address = request.url.searchParams.get('address') ?? ''
      if (!caip2.test(chainId)) {
        throw new ApiRequestError({ field: 'chainId', description: 'Expected a CAIP-2 chain id' })
      }
      if (address === '') throw new ApiRequestError({ field: 'address', description: 'Required' })
      return jsonReply({ sessions: context.siwx.list(chainId, address) })
    },
  },
  {
    method: 'GET',
    path: '/v1/siwx/sessions/:id',
    handle(request, context) {
      const session = context.siwx.get(request.params.id ?? '')
      if (!session) {
        throw new ApiRequestError({ status: 404, field: 'id', description: 'Unknown session' })
      }
      return jsonReply(session)
    },
  },
  {
    method: 'POST',
    path: '/v1/siwx/sessions/:id/revoke',
    async handle(request, context) {
      const session = context.siwx.get(request.params.id ?? '')
      if (!session) {
        throw new ApiRequestError({ status: 404, field: 'id', description: 'Unknown session' })
      }
      const body = await readBody(request.message)
      if (!isRecord(body) || body.signature !== session.signature) {
        throw new ApiRequestError({
          status: 401,
          field: 'signature',
          description: "Expected the session's signature",
        })
      }
      context.siwx.remove(session.id)
      return jsonReply({ revoked: true })
    },
  },
]

/** The session's data, from what was verified (never from what the client claimed). */
function toData(fields: VerifiedSignIn, chainId: string): SiwxSessionDataResponse {
  const data: SiwxSessionDataResponse = {
    accountAddress: fields.address,
    chainId,
    domain: fields.domain,
    uri: fields.uri,
    version: fields.version,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
  }
  if (fields.statement !== undefined) data.statement = fields.statement
  if (fields.resources !== undefined) data.resources = [...fields.resources]
  if (fields.requestId !== undefined) data.requestId = fields.requestId
  if (fields.expirationTime !== undefined) data.expirationTime = fields.expirationTime
  if (fields.notBefore !== undefined) data.notBefore = fields.notBefore
  return data
}
