import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/** One of the local services failed to start; the others were stopped again. */
export class DevnetStartError extends DevnetError {
  override name = 'DevnetStartError'

  constructor(parameters: DevnetErrorParameters = {}) {
    super('The local devnet failed to start.', parameters)
  }
}

/** A service could not bind its port. */
export class PortUnavailableError extends DevnetError {
  override name = 'PortUnavailableError'

  constructor({
    port,
    host,
    ...parameters
  }: DevnetErrorParameters & { port: number; host: string }) {
    super(`Port ${port} on ${host} is not available.`, parameters)
  }
}
