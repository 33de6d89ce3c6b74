import { describe, expect, test } from 'vitest'
import { InvalidSiwxFieldError, SiwxMessageTooLongError } from '../errors/message.js'
import {
  bip122Fields,
  bip122Text,
  eip155Fields,
  eip155Text,
  solanaFields,
  solanaText,
} from '../test/fixtures.js'
import { buildSiwxMessage } from './buildSiwxMessage.js'
import type { SiwxMessage } from './types.js'

describe('buildSiwxMessage', () => {
  test('eip155: the EIP-4361 text, every field', () => {
    expect(buildSiwxMessage(eip155Fields)).toBe(eip155Text)
  })

  test('eip155 without a statement keeps the statement line empty (EIP-4361 grammar)', () => {
    const {
      statement: _,
      expirationTime,
      notBefore,
      requestId,
      resources,
      ...fields
    } = eip155Fields
    expect(buildSiwxMessage(fields)).toBe(
      [
        'app.example:8443 wants you to sign in with your Ethereum account:',
        '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        '',
        '',
        'URI: https://app.example:8443',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: k7Hq2Lm9Pz4Xw1Rb',
        'Issued At: 2026-11-26T12:00:00.000Z',
      ].join('\n'),
    )
  })

  test('Solana: the Sign-In-With-Solana text (no statement, no statement lines)', () => {
    expect(buildSiwxMessage(solanaFields)).toBe(solanaText)
  })

  test('bip122: the CAIP-122 generic text with a Bitcoin header', () => {
    expect(buildSiwxMessage(bip122Fields)).toBe(bip122Text)
  })

  const invalid: [string, Partial<Record<keyof SiwxMessage, unknown>>, string, string][] = [
    [
      'a statement with a line break (a fake URI line, S12)',
      { statement: 'Hi\nURI: https://evil.example' },
      'statement',
      'invalidCharacters',
    ],
    [
      'a statement with a carriage return',
      { statement: 'Hi\rthere' },
      'statement',
      'invalidCharacters',
    ],
    ['an empty statement', { statement: '' }, 'statement', 'empty'],
    [
      'a lower-case address',
      { address: eip155Fields.address.toLowerCase() },
      'address',
      'checksum',
    ],
    [
      'a wrong checksum',
      { address: '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
      'address',
      'checksum',
    ],
    ['a short address', { address: '0x1234' }, 'address', 'invalidFormat'],
    ['a hex chain id', { chainId: '0x1' }, 'chainId', 'invalidFormat'],
    ['a chain id with a leading zero', { chainId: '01' }, 'chainId', 'invalidFormat'],
    ['a CAIP-2 chain id', { chainId: 'eip155:1' }, 'chainId', 'invalidFormat'],
    ['a 7-character nonce', { nonce: 'abc1234' }, 'nonce', 'invalidFormat'],
    ['a nonce with a dash', { nonce: 'abcd-12345' }, 'nonce', 'invalidCharacters'],
    ['a domain with a scheme', { domain: 'https://app.example' }, 'domain', 'invalidFormat'],
    ['a domain with userinfo', { domain: 'me@app.example' }, 'domain', 'invalidFormat'],
    ['a domain with a path', { domain: 'app.example/x' }, 'domain', 'invalidFormat'],
    ['a port out of range', { domain: 'app.example:65536' }, 'domain', 'invalidFormat'],
    ['a uri with a space', { uri: 'https://app.example/a b' }, 'uri', 'invalidFormat'],
    ['a relative uri', { uri: '/login' }, 'uri', 'invalidFormat'],
    ['a bad percent escape', { uri: 'https://app.example/%zz' }, 'uri', 'invalidFormat'],
    ['version 2', { version: '2' }, 'version', 'unsupported'],
    ['a date without a zone', { issuedAt: '2026-11-26T12:00:00' }, 'issuedAt', 'invalidFormat'],
    ['February 30th', { issuedAt: '2026-02-30T12:00:00Z' }, 'issuedAt', 'invalidFormat'],
    ['hour 24', { expirationTime: '2026-11-26T24:00:00Z' }, 'expirationTime', 'invalidFormat'],
    ['a lower-case t', { notBefore: '2026-11-26t12:00:00Z' }, 'notBefore', 'invalidFormat'],
    ['a request id with a space', { requestId: 'a b' }, 'requestId', 'invalidCharacters'],
    ['no resources in the list', { resources: [] }, 'resources', 'empty'],
    ['a resource that is not a URI', { resources: ['not a uri'] }, 'resources', 'invalidFormat'],
    ['a missing nonce', { nonce: undefined }, 'nonce', 'missing'],
    ['a numeric chain id', { chainId: 1 }, 'chainId', 'notString'],
    ['an unknown namespace', { namespace: 'cosmos' }, 'namespace', 'unsupported'],
  ]
  test.each(invalid)('refuses %s', (_, change, field, reason) => {
    const fields = { ...eip155Fields, ...change } as SiwxMessage
    const error = catchError(() => buildSiwxMessage(fields))
    expect(error).toBeInstanceOf(InvalidSiwxFieldError)
    expect(error).toMatchObject({ field, reason })
  })

  test('an eip155 statement keeps to the EIP-4361 characters; other namespaces take any line', () => {
    expect(() => buildSiwxMessage({ ...eip155Fields, statement: 'Héllo' })).toThrow(
      InvalidSiwxFieldError,
    )
    expect(buildSiwxMessage({ ...solanaFields, statement: 'Héllo 👋' })).toContain(
      '\n\nHéllo 👋\n\n',
    )
    expect(() => buildSiwxMessage({ ...solanaFields, statement: 'a\u2028b' })).toThrow(
      InvalidSiwxFieldError,
    )
  })

  test('namespace addresses: base58 of 32 bytes for Solana', () => {
    expect(() => buildSiwxMessage({ ...solanaFields, address: eip155Fields.address })).toThrow(
      InvalidSiwxFieldError,
    )
    expect(() => buildSiwxMessage({ ...solanaFields, address: '1111' })).toThrow(
      InvalidSiwxFieldError,
    )
  })

  test('a message over 8 KiB is refused', () => {
    const resources = Array.from(
      { length: 5 },
      (_, index) => `https://app.example/${index}/${'a'.repeat(2000)}`,
    )
    expect(() => buildSiwxMessage({ ...eip155Fields, resources })).toThrow(SiwxMessageTooLongError)
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
