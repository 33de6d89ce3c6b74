import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/** `createDevWallet` was given options it cannot work with. */
export class InvalidDevWalletOptionsError extends DevnetError {
  override name = 'InvalidDevWalletOptionsError'

  constructor(shortMessage: string, parameters: DevnetErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
