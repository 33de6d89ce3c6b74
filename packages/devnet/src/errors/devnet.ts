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

/** Deploying the local contracts or seeding the history of a chain failed. */
export class DevnetSeedError extends DevnetError {
  override name = 'DevnetSeedError'

  constructor({ chainId, ...parameters }: DevnetErrorParameters & { chainId: number }) {
    super(`Deploying or seeding the local contracts failed on chain ${chainId}.`, parameters)
  }
}

/** A transaction sent to a local node was not mined in time. */
export class ReceiptTimeoutError extends DevnetError {
  override name = 'ReceiptTimeoutError'

  constructor({
    hash,
    timeout,
    ...parameters
  }: DevnetErrorParameters & { hash: string; timeout: number }) {
    super(`Transaction ${hash} was not mined within ${timeout} ms.`, parameters)
  }
}
