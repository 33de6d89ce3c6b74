import { DevnetError, type DevnetErrorParameters } from '#shared'

/** The page's `config.json` is missing or not of the expected shape. */
export class InvalidMobileWalletConfigError extends DevnetError {
  override name = 'InvalidMobileWalletConfigError'

  constructor(details: string, parameters: DevnetErrorParameters = {}) {
    super('The mobile wallet configuration is invalid.', { details, ...parameters })
  }
}
