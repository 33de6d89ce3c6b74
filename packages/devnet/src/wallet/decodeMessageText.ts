import { type Hex, hexToBytes, isHex } from 'viem'

/** The text a user is asked to sign: UTF-8 when the bytes are text, the hex otherwise. */
export function decodeMessageText(message: Hex): string {
  if (!isHex(message)) return message
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // Control characters other than whitespace mean binary data, not a message.
    return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? message : text
  } catch {
    return message
  }
}
