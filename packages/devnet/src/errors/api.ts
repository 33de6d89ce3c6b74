import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/** One reason a request was refused, in the shape the blockchain API answers with. */
export type ApiReason = { field: string; description: string }

/**
 * A request the local API refuses: answered with `status` and `{ reasons }`. Thrown by route
 * handlers and their input parsers, turned into the response by the router.
 */
export class ApiRequestError extends DevnetError {
  override name = 'ApiRequestError'
  readonly status: number
  readonly reasons: readonly ApiReason[]

  constructor({
    status = 400,
    field,
    description,
    ...parameters
  }: DevnetErrorParameters & { status?: number; field: string; description: string }) {
    super(description, parameters)
    this.status = status
    this.reasons = [{ field, description }]
  }
}
