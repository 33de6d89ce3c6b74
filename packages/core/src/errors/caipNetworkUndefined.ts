import { BaseError } from './BaseError.js'

/**
 * The active namespace has no network. In a file of its own: only sending needs it, and the
 * network errors module travels before first paint.
 */
export class CaipNetworkUndefinedError extends BaseError {
  override name = 'CaipNetworkUndefined'
  constructor() {
    super('CaipNetwork is undefined')
  }
}
