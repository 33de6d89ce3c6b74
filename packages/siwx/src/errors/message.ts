import { BaseError } from '@kit/core/modules/errors/BaseError'
import type { SiwxField } from '../message/types.js'

/** Why a field was refused; stable, for tests and for the UI to pick a message. */
export type InvalidSiwxFieldReason =
  | 'missing'
  | 'notString'
  | 'empty'
  | 'tooLong'
  | 'invalidCharacters'
  | 'invalidFormat'
  | 'checksum'
  | 'unsupported'

/** A message field that breaks its grammar, when building or parsing a message. */
export class InvalidSiwxFieldError extends BaseError {
  override name = 'InvalidSiwxFieldError'
  readonly field: SiwxField
  readonly reason: InvalidSiwxFieldReason

  constructor({ field, reason }: { field: SiwxField; reason: InvalidSiwxFieldReason }) {
    super('Invalid sign-in message field', { details: `${field}: ${reason}` })
    this.field = field
    this.reason = reason
  }
}

/** A message longer than the cap, refused before it is read. */
export class SiwxMessageTooLongError extends BaseError {
  override name = 'SiwxMessageTooLongError'
  readonly length: number
  readonly maxLength: number

  constructor({ length, maxLength }: { length: number; maxLength: number }) {
    super('Sign-in message too long', { details: `${length} characters, at most ${maxLength}` })
    this.length = length
    this.maxLength = maxLength
  }
}

/** What the parser expected where it stopped. */
export type SiwxMessageParseReason =
  | 'notString'
  | 'unknownHeader'
  | 'unexpectedLine'
  | 'missingLine'
  | 'trailingContent'
  | 'invalidField'

/**
 * A message that breaks the grammar: `line` (1-based) and `field` say where, `reason` why; an
 * invalid field's own error is the `cause`.
 */
export class SiwxMessageParseError extends BaseError {
  override name = 'SiwxMessageParseError'
  readonly line: number
  readonly field: SiwxField | 'header' | undefined
  readonly reason: SiwxMessageParseReason

  constructor({
    line,
    field,
    reason,
    cause,
  }: {
    line: number
    field?: SiwxField | 'header' | undefined
    reason: SiwxMessageParseReason
    cause?: InvalidSiwxFieldError | undefined
  }) {
    super('Invalid sign-in message', {
      details: `line ${line}${field ? ` (${field})` : ''}: ${reason}`,
      cause,
    })
    this.line = line
    this.field = field
    this.reason = reason
  }
}
