import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** Switching to a network that is not among the app's networks. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfigured'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain not configured.', parameters)
  }
}

export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFound'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

/** The options passed to `createKit` cannot work together. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptions'
}
