import { BaseError } from '@kit/core/modules/errors/BaseError'

/** Why an address was refused; stable, for tests and for the UI to pick a message. */
export type InvalidBitcoinAddressReason =
  | 'notString'
  | 'empty'
  | 'tooLong'
  | 'whitespace'
  | 'mixedCase'
  | 'invalidCharacters'
  | 'checksum'
  | 'wrongEncoding'
  | 'invalidWitnessVersion'
  | 'unsupportedWitnessVersion'
  | 'invalidProgramLength'
  | 'invalidPadding'
  | 'invalidLength'
  | 'unknownVersion'
  | 'wrongNetwork'

const explanations: Record<InvalidBitcoinAddressReason, string> = {
  notString: 'The address is not a string.',
  empty: 'The address is empty.',
  tooLong: 'The address is longer than any Bitcoin address.',
  whitespace: 'The address contains whitespace.',
  mixedCase: 'The address mixes upper and lower case.',
  invalidCharacters: 'The address contains characters no Bitcoin address has.',
  checksum: 'The address checksum is wrong.',
  wrongEncoding:
    'The checksum is of the wrong kind: version 0 uses bech32, versions 1 and up bech32m.',
  invalidWitnessVersion: 'The witness version is not between 0 and 16.',
  unsupportedWitnessVersion: 'The witness version is not one of v0 or Taproot (v1, 32 bytes).',
  invalidProgramLength: 'The witness program has the wrong length.',
  invalidPadding: 'The address has invalid padding.',
  invalidLength: 'The address decodes to the wrong number of bytes.',
  unknownVersion: 'The address version byte is not a Bitcoin one.',
  wrongNetwork: 'The address belongs to another Bitcoin network.',
}

/** Not a Bitcoin address of the expected network; `reason` says why. The input is cut to 100 characters. */
export class InvalidBitcoinAddressError extends BaseError {
  override name = 'InvalidBitcoinAddressError'
  readonly reason: InvalidBitcoinAddressReason
  constructor(address: unknown, reason: InvalidBitcoinAddressReason) {
    super('Invalid Bitcoin address', {
      details: explanations[reason],
      metaMessages:
        typeof address === 'string' ? [`Address: ${JSON.stringify(address.slice(0, 100))}`] : [],
    })
    this.reason = reason
  }
}
