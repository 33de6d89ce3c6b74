import { BaseError } from '../../errors/BaseError.js'

/** Account names are registered for EVM (eip155) accounts only. */
export class NamesNotSupportedError extends BaseError {
  override name = 'NamesNotSupported'
  constructor(namespace: string | undefined) {
    super('Chain is not supported', {
      details: `Account names need an eip155 account, not ${namespace}`,
    })
  }
}
