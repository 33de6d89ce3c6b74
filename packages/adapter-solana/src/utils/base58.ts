const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const digitOf = new Map([...alphabet].map((char, index) => [char, index]))

/** Bitcoin-alphabet base58, as Solana writes addresses, signatures and blockhashes. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  const digits: number[] = []
  for (const byte of bytes.subarray(zeros)) {
    let carry = byte
    for (let index = 0; index < digits.length; index += 1) {
      carry += (digits[index] as number) << 8
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit])
      .join('')
  )
}

/** The bytes of a base58 string; `undefined` when it holds a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros += 1
  const bytes: number[] = []
  for (const char of text.slice(zeros)) {
    let carry = digitOf.get(char)
    if (carry === undefined) return undefined
    for (let index = 0; index < bytes.length; index += 1) {
      carry += (bytes[index] as number) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  const result = new Uint8Array(zeros + bytes.length)
  result.set(bytes.reverse(), zeros)
  return result
}
