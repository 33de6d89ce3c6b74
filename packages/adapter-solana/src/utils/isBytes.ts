/**
 * Whether a value is a `Uint8Array`, from this realm or another (a wallet's frame, a test
 * environment's): `instanceof` alone would refuse those.
 */
export function isBytes(value: unknown): value is Uint8Array {
  return (
    value instanceof Uint8Array ||
    (ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]')
  )
}
