import type { InvalidSiwxFieldError, SiwxMessageTooLongError } from '../errors/message.js'
import { SiwxMessageTooLongError as TooLongError } from '../errors/message.js'
import { maxMessageLength } from './limits.js'
import { headerEnd, headerMiddle, namespaceAccountNames } from './namespaces.js'
import type { SiwxMessage } from './types.js'
import { validateSiwxMessage } from './validateSiwxMessage.js'

export type BuildSiwxMessageParameters = SiwxMessage
export type BuildSiwxMessageErrorType = InvalidSiwxFieldError | SiwxMessageTooLongError

/**
 * The text a wallet signs to sign in: EIP-4361 exactly for eip155, the Sign-In-With-Solana text
 * for Solana, and CAIP-122's generic form for bip122. Every field is checked first (a statement
 * with a line break, a non-EIP-55 address, a short nonce… throw `InvalidSiwxFieldError`).
 * @example
 * const text = buildSiwxMessage({ namespace: 'eip155', domain: 'app.example', address,
 *   uri: 'https://app.example', version: '1', chainId: '1', nonce, issuedAt })
 */
export function buildSiwxMessage(parameters: BuildSiwxMessageParameters): string {
  validateSiwxMessage(parameters)
  const { namespace, statement } = parameters
  const header = `${parameters.domain}${headerMiddle}${namespaceAccountNames[namespace]}${headerEnd}`
  const lines = [header, parameters.address, '']
  // EIP-4361 and CAIP-122 keep an empty line where a statement would go; Sign-In-With-Solana
  // leaves the statement's lines out altogether.
  if (statement !== undefined) lines.push(statement, '')
  else if (namespace !== 'solana') lines.push('')
  lines.push(
    `URI: ${parameters.uri}`,
    `Version: ${parameters.version}`,
    `Chain ID: ${parameters.chainId}`,
    `Nonce: ${parameters.nonce}`,
    `Issued At: ${parameters.issuedAt}`,
  )
  if (parameters.expirationTime !== undefined)
    lines.push(`Expiration Time: ${parameters.expirationTime}`)
  if (parameters.notBefore !== undefined) lines.push(`Not Before: ${parameters.notBefore}`)
  if (parameters.requestId !== undefined) lines.push(`Request ID: ${parameters.requestId}`)
  if (parameters.resources !== undefined) {
    lines.push('Resources:', ...parameters.resources.map((resource) => `- ${resource}`))
  }
  const message = lines.join('\n')
  if (message.length > maxMessageLength)
    throw new TooLongError({ length: message.length, maxLength: maxMessageLength })
  return message
}
