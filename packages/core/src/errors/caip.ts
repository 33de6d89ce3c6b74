import { BaseError } from './BaseError.js'

/** A string that is not a CAIP-2 chain id (`namespace:reference`). */
export class InvalidCaip2Error extends BaseError {
  override name = 'InvalidCaip2'
  constructor(value: unknown) {
    super('Invalid CAIP-2 network id', { details: `Received ${describe(value)}` })
  }
}

/** A string that is not a CAIP-10 account id (`namespace:reference:address`). */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddress'
  constructor(value: unknown) {
    super('Invalid CAIP Address', { details: `Received ${describe(value)}` })
  }
}

/** A chain id that is not a canonical number for its namespace. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainId'
  constructor(value: unknown) {
    super('Invalid chainId', { details: `Received ${describe(value)}` })
  }
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return typeof value
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)
}
