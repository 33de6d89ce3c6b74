import { BaseError } from './BaseError.js'

/** No adapter is registered for the namespace. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFound'
  constructor(namespace: string | undefined) {
    super('Adapter not found', { details: `Namespace: ${namespace ?? 'none'}` })
  }
}

/** The adapter does not implement an optional ability. */
export class MethodNotSupportedError extends BaseError {
  override name = 'MethodNotSupported'
  constructor(method: string, namespace: string) {
    super(`Method not supported: ${method}`, {
      details: `The ${namespace} adapter has no ${method}`,
    })
  }
}
