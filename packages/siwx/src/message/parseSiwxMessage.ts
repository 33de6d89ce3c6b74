import {
  InvalidSiwxFieldError,
  SiwxMessageParseError,
  type SiwxMessageParseReason,
  SiwxMessageTooLongError,
} from '../errors/message.js'
import { maxMessageLength } from './limits.js'
import { headerEnd, headerMiddle, namespaceOfAccountName } from './namespaces.js'
import type { SiwxField, SiwxMessage, SiwxNamespace } from './types.js'
import { validateUri } from './validateSiwxField.js'
import { validateSiwxMessage } from './validateSiwxMessage.js'

export type ParseSiwxMessageParameters = {
  message: string
  /** Refuse messages of any other namespace. */
  namespace?: SiwxNamespace | undefined
}
export type ParseSiwxMessageErrorType = SiwxMessageParseError | SiwxMessageTooLongError

type Writable = { -readonly [K in keyof SiwxMessage]: SiwxMessage[K] }

const requiredFields = [
  ['uri', 'URI: '],
  ['version', 'Version: '],
  ['chainId', 'Chain ID: '],
  ['nonce', 'Nonce: '],
  ['issuedAt', 'Issued At: '],
] as const
const optionalFields = [
  ['expirationTime', 'Expiration Time: '],
  ['notBefore', 'Not Before: '],
  ['requestId', 'Request ID: '],
] as const

/**
 * Reads a sign-in message written by `buildSiwxMessage` (or any conformant EIP-4361, Sign-In-
 * With-Solana or CAIP-122 message): line by line, in the grammar's order, each field checked as
 * the builder checks it. A message over 8 KiB is refused before it is read; any other deviation
 * (a missing, reordered or unknown line, a bad field) throws `SiwxMessageParseError` with the
 * line and field. What it returns builds back to the same text, byte for byte.
 * @example
 * const fields = parseSiwxMessage({ message, namespace: 'eip155' })
 */
export function parseSiwxMessage({ message, namespace }: ParseSiwxMessageParameters): SiwxMessage {
  if (typeof message !== 'string') throw new SiwxMessageParseError({ line: 0, reason: 'notString' })
  if (message.length > maxMessageLength)
    throw new SiwxMessageTooLongError({ length: message.length, maxLength: maxMessageLength })
  const lines = message.split('\n')
  let index = 0
  const failAt = (reason: SiwxMessageParseReason, field?: SiwxField | 'header'): never => {
    throw new SiwxMessageParseError({ line: index + 1, field, reason })
  }
  const next = (field: SiwxField | 'header'): string => {
    const line = lines[index]
    if (line === undefined) failAt('missingLine', field)
    return line as string
  }
  const expectEmpty = (field: SiwxField) => {
    if (next(field) !== '') failAt('unexpectedLine', field)
    index++
  }
  const readField = (field: SiwxField, prefix: string): string => {
    const line = next(field)
    if (!line.startsWith(prefix)) failAt('unexpectedLine', field)
    index++
    return line.slice(prefix.length)
  }

  // Header: `${domain} wants you to sign in with your ${name} account:`.
  const header = next('header')
  const middle = header.indexOf(headerMiddle)
  if (middle < 0 || !header.endsWith(headerEnd)) failAt('unknownHeader', 'header')
  const found = namespaceOfAccountName(
    header.slice(middle + headerMiddle.length, header.length - headerEnd.length),
  )
  if (!found || (namespace !== undefined && found !== namespace)) failAt('unknownHeader', 'header')
  const fields = {
    namespace: found,
    domain: header.slice(0, middle),
  } as Writable
  index++
  fields.address = next('address')
  index++
  expectEmpty('statement')
  // The statement: EIP-4361 and CAIP-122 always keep its line (empty when there is none);
  // Sign-In-With-Solana has one only when a blank line follows it.
  const candidate = next('statement')
  if (fields.namespace === 'solana') {
    if (lines[index + 1] === '') {
      fields.statement = candidate
      index += 2
    }
  } else {
    if (candidate !== '') fields.statement = candidate
    index++
    if (candidate !== '') expectEmpty('statement')
  }
  for (const [field, prefix] of requiredFields) {
    ;(fields as Record<string, unknown>)[field] = readField(field, prefix)
  }
  for (const [field, prefix] of optionalFields) {
    if (lines[index]?.startsWith(prefix)) {
      ;(fields as Record<string, unknown>)[field] = readField(field, prefix)
    }
  }
  if (lines[index] === 'Resources:') {
    index++
    const resources: string[] = []
    while (index < lines.length) {
      const line = lines[index] as string
      if (!line.startsWith('- ')) failAt('unexpectedLine', 'resources')
      resources.push(line.slice(2))
      index++
    }
    fields.resources = resources
  }
  if (index < lines.length) failAt('trailingContent')

  try {
    validateSiwxMessage(fields)
  } catch (error) {
    if (!(error instanceof InvalidSiwxFieldError)) throw error
    throw new SiwxMessageParseError({
      line: lineOf(lines, fields, error.field),
      field: error.field,
      reason: 'invalidField',
      cause: error,
    })
  }
  return fields
}

const fieldPrefixes: Partial<Record<SiwxField, string>> = Object.fromEntries([
  ...requiredFields,
  ...optionalFields,
  ['resources', 'Resources:'],
])

/** The 1-based line on which an invalid field stands. */
function lineOf(lines: readonly string[], fields: SiwxMessage, field: SiwxField): number {
  if (field === 'domain' || field === 'namespace') return 1
  if (field === 'address') return 2
  if (field === 'statement') return 4
  const prefix = fieldPrefixes[field]
  const found = prefix === undefined ? -1 : lines.findIndex((line) => line.startsWith(prefix))
  if (field === 'resources' && found >= 0) {
    const bad = fields.resources?.findIndex((resource) => !isValidUri(resource)) ?? -1
    return found + 2 + Math.max(bad, 0)
  }
  return found + 1
}

function isValidUri(resource: string): boolean {
  try {
    validateUri('resources', resource)
    return true
  } catch {
    return false
  }
}
