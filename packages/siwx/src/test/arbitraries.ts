import { fc } from '@kit/fuzz'
import { base58 } from '@scure/base'
import { checksumAddress } from '../message/checksumAddress.js'
import type { SiwxMessage, SiwxNamespace } from '../message/types.js'

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const charsOf = (alphabet: string, minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength, maxLength }).map((chars) => chars.join(''))

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
// EIP-4361's statement characters (reserved, unreserved and space).
const statementAlphabet = `${alphanumeric}-._~:/?#[]@!$&'()*+,;= `
// RFC 3986 pchar without percent escapes.
const pcharAlphabet = `${alphanumeric}-._~!$&'()*+,;=:@`

const domain = fc
  .tuple(
    fc.oneof(fc.domain(), fc.constant('localhost'), fc.ipV4()),
    fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
  )
  .map(([host, port]) => (port === undefined ? host : `${host}:${port}`))

const uri = fc.webUrl({ withQueryParameters: true, withFragments: true })

const pad = (value: number, length = 2) => String(value).padStart(length, '0')
/** RFC 3339 date-times: UTC or an offset, with or without fractions of a second. */
export const dateTime = fc
  .record({
    date: fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    fraction: fc.option(charsOf('0123456789', 1, 9), { nil: undefined }),
    offsetMinutes: fc.option(fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }), {
      nil: undefined,
    }),
  })
  .map(({ date, fraction, offsetMinutes }) => {
    const base = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${fraction === undefined ? '' : `.${fraction}`}`
    if (offsetMinutes === undefined) return `${base}Z`
    const sign = offsetMinutes < 0 ? '-' : '+'
    const minutes = Math.abs(offsetMinutes)
    return `${base}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
  })

const addresses: Record<SiwxNamespace, fc.Arbitrary<string>> = {
  eip155: fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => checksumAddress(`0x${hexOf(bytes)}`)),
  solana: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => base58.encode(bytes)),
  bip122: charsOf(alphanumeric, 14, 90),
}
const chainIds: Record<SiwxNamespace, fc.Arbitrary<string>> = {
  eip155: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map(String),
  solana: fc.oneof(
    charsOf(base58Alphabet, 32, 32),
    fc.constantFrom(
      'mainnet',
      'devnet',
      'testnet',
      'localnet',
      'solana:mainnet',
      'solana:localnet',
    ),
  ),
  bip122: fc.oneof(charsOf('0123456789abcdef', 32, 32), fc.constant('regtest')),
}
const statements: Record<SiwxNamespace, fc.Arbitrary<string>> = {
  eip155: charsOf(statementAlphabet, 1, 120),
  solana: fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
    .filter((text) => /^[^\p{Cc}\u2028\u2029]+$/u.test(text)),
  bip122: fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 })
    .filter((text) => /^[^\p{Cc}]+$/u.test(text)),
}

/** Valid message fields of `namespace`, optional fields absent or present at random. */
export function siwxFields(namespace: SiwxNamespace): fc.Arbitrary<SiwxMessage> {
  return fc.record(
    {
      namespace: fc.constant(namespace),
      domain,
      address: addresses[namespace],
      statement: statements[namespace],
      uri,
      version: fc.constant('1' as const),
      chainId: chainIds[namespace],
      nonce: charsOf(alphanumeric, 8, 40),
      issuedAt: dateTime,
      expirationTime: dateTime,
      notBefore: dateTime,
      requestId: charsOf(pcharAlphabet, 1, 40),
      resources: fc.array(uri, { minLength: 1, maxLength: 4 }),
    },
    {
      requiredKeys: [
        'namespace',
        'domain',
        'address',
        'uri',
        'version',
        'chainId',
        'nonce',
        'issuedAt',
      ],
    },
  )
}

/** Valid message fields of any namespace. */
export const anySiwxFields = fc.oneof(
  siwxFields('eip155'),
  siwxFields('solana'),
  siwxFields('bip122'),
)
