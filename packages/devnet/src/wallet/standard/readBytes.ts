import { InvalidProviderParamsError } from '../../errors/provider.js'

/**
 * The bytes an app handed over, as this realm's Uint8Array: an array from another realm (an
 * iframe, a test DOM) fails `instanceof`, so any Uint8Array view is accepted. Else -32602.
 */
export function readBytes(value: unknown, what: string): Uint8Array<ArrayBuffer> {
  if (
    ArrayBuffer.isView(value) &&
    Object.prototype.toString.call(value) === '[object Uint8Array]'
  ) {
    const view = value as Uint8Array
    return Uint8Array.from(view)
  }
  throw new InvalidProviderParamsError(`The ${what} must be bytes (a Uint8Array).`)
}
