import { BaseError } from '../../errors/BaseError.js'

/** SPEC §5: what a send lacks before it can go to the wallet, in the SPEC's words. */
export type SendValidationMessage =
  | 'An amount and receiver address are required'
  | 'A token is required'
  | 'Please enter a valid amount and receiver address'
  | 'Unsupported chain'

/** The send cannot go to the wallet as drafted (SPEC §5). */
export class SendValidationError extends BaseError {
  override name = 'SendValidationError'
  constructor(message: SendValidationMessage) {
    super(message)
  }
}
