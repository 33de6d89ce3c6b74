import { InvalidProviderParamsError } from '#shared'

/** Standard base64 text as bytes; anything else is -32602 naming `field`. */
export function readBase64(value: unknown, field: string): Uint8Array<ArrayBuffer> {
  if (typeof value !== 'string' || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
    throw new InvalidProviderParamsError(`"${field}" must be base64 text.`)
  return Uint8Array.from(atob(value), (character) => character.charCodeAt(0))
}

/** Bytes as standard base64 text. */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}
