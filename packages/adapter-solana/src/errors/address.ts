import { BaseError } from '@kit/core/modules/errors/BaseError'

/** Not a Solana address: 32 to 44 base58 characters that decode to 32 bytes. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor(address: unknown) {
    super('Invalid Solana address', {
      details: `${typeof address === 'string' ? JSON.stringify(address.slice(0, 64)) : typeof address} is not a base58 32-byte address`,
    })
  }
}
