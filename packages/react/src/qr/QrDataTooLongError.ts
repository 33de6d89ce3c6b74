import { BaseError } from '@kit/core/modules/errors/BaseError'

/** The text given to `encodeQr` does not fit a version 40 symbol at the chosen error-correction level. */
export class QrDataTooLongError extends BaseError {
  override name = 'QrDataTooLong'
  /** Bytes of the UTF-8 encoded text. */
  readonly byteLength: number
  /** The most bytes version 40 holds at that level. */
  readonly maxBytes: number
  constructor(byteLength: number, maxBytes: number, ecc: string) {
    super('The data is too long for a QR code', {
      details: `${byteLength} bytes, at most ${maxBytes} fit at error-correction level ${ecc}`,
    })
    this.byteLength = byteLength
    this.maxBytes = maxBytes
  }
}
