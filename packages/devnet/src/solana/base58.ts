import { DevnetError } from '../errors/DevnetError.js'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bitcoin's base58 alphabet, as Solana writes public keys and signatures. */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((d) => alphabet[d])
      .join('')
  )
}

/** The inverse of `encodeBase58`; a character outside the alphabet throws `DevnetError`. */
export function decodeBase58(text: string): Uint8Array<ArrayBuffer> {
  const bytes: number[] = []
  for (const character of text) {
    let carry = alphabet.indexOf(character)
    if (carry < 0) throw new DevnetError('Invalid base58 text', { details: 'Unknown character' })
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] as number) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
