import { InvalidSiwxFieldError } from '../errors/message.js'
import type { SiwxMessage, SiwxNamespace } from './types.js'
import {
  validateAddress,
  validateChainId,
  validateDateTime,
  validateDomain,
  validateNonce,
  validateRequestId,
  validateResources,
  validateStatement,
  validateUri,
  validateVersion,
} from './validateSiwxField.js'

const namespaces: readonly string[] = ['eip155', 'solana', 'bip122'] satisfies SiwxNamespace[]

/**
 * Checks every field of `fields` against its grammar, in message order; throws
 * `InvalidSiwxFieldError` naming the first field that breaks it.
 */
export function validateSiwxMessage(fields: SiwxMessage): void {
  const { namespace } = fields
  if (typeof namespace !== 'string' || !namespaces.includes(namespace))
    throw new InvalidSiwxFieldError({ field: 'namespace', reason: 'unsupported' })
  validateDomain(fields.domain)
  validateAddress(namespace, fields.address)
  if (fields.statement !== undefined) validateStatement(namespace, fields.statement)
  validateUri('uri', fields.uri)
  validateVersion(fields.version)
  validateChainId(namespace, fields.chainId)
  validateNonce(fields.nonce)
  validateDateTime('issuedAt', fields.issuedAt)
  if (fields.expirationTime !== undefined) validateDateTime('expirationTime', fields.expirationTime)
  if (fields.notBefore !== undefined) validateDateTime('notBefore', fields.notBefore)
  if (fields.requestId !== undefined) validateRequestId(fields.requestId)
  if (fields.resources !== undefined) validateResources(fields.resources)
}
