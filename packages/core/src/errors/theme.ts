import { BaseError } from './BaseError.js'

/** A theme variable whose value is not a plain CSS token. */
export class InvalidThemeVariableError extends BaseError {
  override name = 'InvalidThemeVariable'
  constructor(key: string) {
    super('Invalid theme variable', { details: `Rejected value for ${key}` })
  }
}
