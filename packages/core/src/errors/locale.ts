import { BaseError } from './BaseError.js'

/** A `locale` that is not a BCP 47 language tag. */
export class InvalidLocaleError extends BaseError {
  override name = 'InvalidLocale'
  constructor(locale: string) {
    super('Invalid locale', { details: `"${locale.slice(0, 40)}" is not a BCP 47 language tag` })
  }
}
