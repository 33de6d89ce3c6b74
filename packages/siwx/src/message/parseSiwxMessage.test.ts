import { describe, expect, test } from 'vitest'
import { SiwxMessageParseError, SiwxMessageTooLongError } from '../errors/message.js'
import {
  bip122Fields,
  bip122Text,
  eip155Fields,
  eip155Text,
  solanaFields,
  solanaText,
} from '../test/fixtures.js'
import { buildSiwxMessage } from './buildSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

describe('parseSiwxMessage', () => {
  test.each([
    ['eip155', eip155Text, eip155Fields],
    ['solana', solanaText, solanaFields],
    ['bip122', bip122Text, bip122Fields],
  ] as const)('%s: reads every field and builds back byte for byte', (_, text, fields) => {
    const parsed = parseSiwxMessage({ message: text })
    expect(parsed).toStrictEqual(fields)
    expect(buildSiwxMessage(parsed)).toBe(text)
  })

  test('a Solana statement is read when a blank line follows it', () => {
    const text = buildSiwxMessage({ ...solanaFields, statement: 'URI: looks like a field' })
    expect(parseSiwxMessage({ message: text }).statement).toBe('URI: looks like a field')
  })

  test('a message of another namespace than asked for is refused', () => {
    expect(() => parseSiwxMessage({ message: solanaText, namespace: 'eip155' })).toThrow(
      SiwxMessageParseError,
    )
  })

  const lines = eip155Text.split('\n')
  const without = (index: number) => lines.filter((_, at) => at !== index).join('\n')
  const swap = (a: number, b: number) => {
    const copy = [...lines]
    ;[copy[a], copy[b]] = [copy[b] as string, copy[a] as string]
    return copy.join('\n')
  }
  const replace = (index: number, line: string) =>
    lines.map((current, at) => (at === index ? line : current)).join('\n')

  // B13: each break of the grammar is a typed error naming the line and the field.
  test.each([
    [
      'an unknown header',
      replace(0, 'app.example wants you to sign in with your Cosmos account:'),
      1,
      'header',
      'unknownHeader',
    ],
    [
      'a header without the account line',
      replace(0, 'app.example:8443'),
      1,
      'header',
      'unknownHeader',
    ],
    ['a missing URI line', without(5), 6, 'uri', 'unexpectedLine'],
    ['a missing Version line', without(6), 7, 'version', 'unexpectedLine'],
    ['a missing Nonce line', without(8), 9, 'nonce', 'unexpectedLine'],
    ['a missing Issued At line', without(9), 10, 'issuedAt', 'unexpectedLine'],
    ['Version and Chain ID swapped', swap(6, 7), 7, 'version', 'unexpectedLine'],
    ['Not Before before Expiration Time', swap(10, 11), 12, undefined, 'trailingContent'],
    ['an unknown field', replace(12, 'Session: 1'), 13, undefined, 'trailingContent'],
    [
      'a bad address',
      replace(1, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeZ'),
      2,
      'address',
      'invalidField',
    ],
    ['a non-decimal chain id', replace(7, 'Chain ID: 0x1'), 8, 'chainId', 'invalidField'],
    ['a bad timestamp', replace(9, 'Issued At: yesterday'), 10, 'issuedAt', 'invalidField'],
    [
      'a bad expiration time',
      replace(10, 'Expiration Time: 2026-13-01T00:00:00Z'),
      11,
      'expirationTime',
      'invalidField',
    ],
    ['a resource that is not a URI', replace(15, '- not a uri'), 16, 'resources', 'invalidField'],
    [
      'a resource line without the dash',
      replace(15, 'https://app.example/terms'),
      16,
      'resources',
      'unexpectedLine',
    ],
    ['a missing blank line after the statement', without(4), 5, 'statement', 'unexpectedLine'],
    ['a trailing newline', `${eip155Text}\n`, 17, 'resources', 'unexpectedLine'],
    ['CRLF line ends', eip155Text.replaceAll('\n', '\r\n'), 1, 'header', 'unknownHeader'],
    ['a message cut short', lines.slice(0, 9).join('\n'), 10, 'issuedAt', 'missingLine'],
    ['an empty string', '', 1, 'header', 'unknownHeader'],
    [
      'the optional scheme prefix (not written by Kit)',
      eip155Text.replace('app.example:8443 wants', 'https://app.example:8443 wants'),
      1,
      'domain',
      'invalidField',
    ],
  ] as const)('refuses %s', (_, message, line, field, reason) => {
    const error = catchError(() => parseSiwxMessage({ message }))
    expect(error).toBeInstanceOf(SiwxMessageParseError)
    expect(error).toMatchObject({ line, field, reason })
  })

  test('a message over 8 KiB is refused before it is read', () => {
    const message = `${eip155Text}\n- https://app.example/${'a'.repeat(8192)}`
    expect(() => parseSiwxMessage({ message })).toThrow(SiwxMessageTooLongError)
  })

  // No regular expression backtracks: inputs near the cap built to hurt a backtracking parser
  // are read in linear time.
  test.each([
    ['a long header', `${'a.'.repeat(4000)} wants you to sign in with your Ethereum account:`],
    [
      'a long uri of escapes',
      eip155Text.replace('URI: https://app.example:8443', `URI: https://a/${'%4'.repeat(2600)}`),
    ],
    ['a long statement of spaces', eip155Text.replace('Sign in to Example.', ' '.repeat(7000))],
    ['many resource lines', `${eip155Text}\n${'- a:\n'.repeat(1400)}- a:`],
    ['a long request id of escapes', eip155Text.replace('req-42', '%41'.repeat(2400))],
    [
      'a long date',
      eip155Text.replace(
        'Issued At: 2026-11-26T12:00:00.000Z',
        `Issued At: 2026-11-26T12:00:00.${'0'.repeat(7000)}Z`,
      ),
    ],
  ])('reads %s quickly', (_, message) => {
    const started = performance.now()
    try {
      parseSiwxMessage({ message })
    } catch (error) {
      expect(error).toBeInstanceOf(SiwxMessageParseError)
    }
    expect(performance.now() - started).toBeLessThan(100)
  })

  test('a value that is not a string is a typed error', () => {
    expect(() => parseSiwxMessage({ message: 42 as never })).toThrow(SiwxMessageParseError)
  })
})

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('did not throw')
}
