import { sanitizeWalletName } from '@kit/core/modules/utils/sanitizeWalletName'
import { InvalidHexDataError } from '../errors/encoding.js'

const hexPattern = /^0x(?:[0-9a-fA-F]{2})*$/
// A token symbol is short; anything longer than this is not read at all.
const maxBytes = 256

/**
 * Reads an `eth_call` result that is a token's `symbol()`: an ABI-encoded `string`, or the
 * `bytes32` some early tokens return (trailing zero bytes dropped). Untrusted text: decoded as
 * UTF-8 (bad bytes become U+FFFD) and made safe to show like a wallet name; a result that is not
 * one of the two encodings, or that leaves nothing visible, is a typed error.
 */
export function decodeAbiString(value: unknown): string {
  if (typeof value !== 'string' || !hexPattern.test(value)) throw new InvalidHexDataError(value)
  const bytes = Uint8Array.from(value.slice(2).match(/../g) ?? [], (pair) =>
    Number.parseInt(pair, 16),
  )
  const text = sanitizeWalletName(new TextDecoder().decode(readBytes(bytes, value)))
  if (text === undefined) throw new InvalidHexDataError(value)
  return text
}

function readBytes(bytes: Uint8Array, value: string): Uint8Array {
  if (bytes.length === 32) {
    let end = bytes.length
    while (end > 0 && bytes[end - 1] === 0) end--
    return bytes.subarray(0, end)
  }
  const word = (at: number) => {
    if (at + 32 > bytes.length) throw new InvalidHexDataError(value)
    return bytes.subarray(at, at + 32).reduce((sum, byte) => sum * 256 + byte, 0)
  }
  const offset = word(0)
  if (offset !== 32) throw new InvalidHexDataError(value)
  const length = word(32)
  if (length > maxBytes || 64 + length > bytes.length) throw new InvalidHexDataError(value)
  return bytes.subarray(64, 64 + length)
}
