import { type Hex, hexToBytes, isHex } from 'viem'

/** The text a user is asked to sign: UTF-8 when the bytes are text, the hex otherwise. */
export function decodeMessageText(message: Hex): string {
  if (!isHex(message)) return message
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    return hasBinaryControl(text) ? message : text
  } catch {
    return message
  }
}

/** Control characters other than tab and line breaks mean binary data, not a message. */
function hasBinaryControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      return true
    }
  }
  return false
}
