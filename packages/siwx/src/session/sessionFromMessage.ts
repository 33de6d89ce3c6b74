import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import type { SiwxCacao, SiwxSession, SiwxSessionData } from './types.js'

export type SessionFromMessageParameters = {
  /** The exact text that was signed. */
  message: string
  signature: string
  /** The CAIP-2 id of the chain signed in on (`eip155:1`). */
  chainId: string
  cacao?: SiwxCacao | undefined
}

/**
 * A session whose `data` is read from the signed message itself, so it always matches it (S11):
 * for messages Kit did not build field by field, such as one-click auth's CACAO text. A message
 * that breaks the grammar throws `SiwxMessageParseError`.
 * @example
 * await siwx.setSessions(auths.map((cacao) =>
 *   sessionFromMessage({ message: format(cacao), signature: cacao.s.s, chainId, cacao })))
 */
export function sessionFromMessage({
  message,
  signature,
  chainId,
  cacao,
}: SessionFromMessageParameters): SiwxSession {
  const fields = parseSiwxMessage({ message })
  const data: SiwxSessionData = {
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
  const session: SiwxSession = { data, message, signature }
  if (cacao !== undefined) session.cacao = cacao
  return session
}
