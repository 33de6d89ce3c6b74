import { DevnetError, type DevnetErrorParameters } from '#shared'

/** The text given to pair with is not a usable WalletConnect v2 pairing URI. */
export class InvalidPairingUriError extends DevnetError {
  override name = 'InvalidPairingUriError'

  constructor(reason: string, parameters: DevnetErrorParameters = {}) {
    super(`Invalid WalletConnect URI: ${reason}`, parameters)
  }
}
