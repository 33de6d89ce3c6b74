import { BaseError } from '@kit/core/modules/errors/BaseError'

/** Not a 20-byte hex address, or a mixed-case address whose EIP-55 checksum is wrong. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor(address: unknown) {
    super('Invalid address', {
      details:
        typeof address === 'string'
          ? `Address ${JSON.stringify(address.slice(0, 64))} is invalid`
          : undefined,
      metaMessages: [
        'An address is 0x and 40 hex characters, all lowercase or with a valid checksum.',
      ],
    })
  }
}
