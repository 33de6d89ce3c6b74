/** Standard base64 of bytes (WalletConnect carries Solana transactions this way). */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The bytes of standard base64; `undefined` when it is not base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text))
    return undefined
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
