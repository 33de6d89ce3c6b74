/** The UTF-8 bytes of a string as `0x` hex, the form `personal_sign` takes. */
export function utf8ToHex(value: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(value)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}
