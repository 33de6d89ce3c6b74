import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/** The `KIT_DEVNET` configuration is not valid JSON of the expected shape. */
export class InvalidDevnetConfigError extends DevnetError {
  override name = 'InvalidDevnetConfigError'

  constructor(parameters: DevnetErrorParameters = {}) {
    super('The devnet configuration is invalid.', parameters)
  }
}

/** The chain has no local node (for example the unrequested Polygon chain). */
export class ChainNotServedError extends DevnetError {
  override name = 'ChainNotServedError'

  constructor({ chainId, ...parameters }: DevnetErrorParameters & { chainId: number }) {
    super(`Chain ${chainId} has no local node.`, parameters)
  }
}
