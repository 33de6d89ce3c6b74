import { describe, expect, it } from 'vitest'
import { sanitizeEventProperties } from './sanitizeEventProperties.js'

describe('sanitizeEventProperties (S19)', () => {
  it('keeps short identifiers, numbers and booleans', () => {
    expect(
      sanitizeEventProperties({
        name: 'MetaMask',
        network: 'eip155:1',
        view: 'Account',
        count: 3,
        connected: true,
        missing: undefined,
      }),
    ).toEqual({ name: 'MetaMask', network: 'eip155:1', view: 'Account', count: 3, connected: true })
  })

  it.each([
    ['an email', 'alice@example.com'],
    ['an email inside text', 'Login for bob.smith@mail.example.org done'],
    [
      'a pairing URI',
      'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn',
    ],
    ['a bare wc: prefix', 'WC:abc'],
    ['a symKey', 'symKey=abc'],
    ['a 64-hex string', 'a'.repeat(64)],
    ['a 0x-prefixed 64-hex string', `0x${'3f'.repeat(32)}`],
    ['an address', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'],
    ['a CAIP-10 address', 'eip155:1:0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
    ['a URL query', 'https://app.example/?token=secret'],
    ['a URL fragment', 'https://app.example/#access_token=secret'],
    ['a long string', 'x'.repeat(101)],
  ])('drops %s', (_, value) => {
    expect(sanitizeEventProperties({ value, kept: 'yes' })).toEqual({ kept: 'yes' })
  })

  it('drops addresses in every form the spec accepts', () => {
    expect(
      sanitizeEventProperties({
        bare: 'ab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
        solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        kept: 'yes',
      }),
    ).toEqual({ kept: 'yes' })
  })

  it('returns an empty object without properties', () => {
    expect(sanitizeEventProperties(undefined)).toEqual({})
  })
})

describe('S19: every readable form is checked', () => {
  it.each([
    ['a percent-encoded email', 'alice%40example.com'],
    ['a twice percent-encoded email', 'alice%2540example.com'],
    ['a full-width at', 'alice\uff20example.com'],
    ['a full-width dot and at', 'alice\uff20example\uff0ecom'],
    ['a Bearer JWT', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig'],
    ['a bare JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0'],
    ['a bearer token', 'bearer abc123'],
    ['an encoded pairing URI', 'wc%3Aabc%402'],
    ['an encoded query', 'https://app.example/%3Ftoken%3Dx'],
    ['an API key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc0000'],
  ])('S19: drops %s', (_, value) => {
    expect(sanitizeEventProperties({ value, kept: 'yes' })).toEqual({ kept: 'yes' })
  })

  it('S19: a broken percent escape is judged, not thrown on', () => {
    expect(sanitizeEventProperties({ value: 'Wallet %E0%A4%A', kept: 'yes' })).toEqual({
      value: 'Wallet %E0%A4%A',
      kept: 'yes',
    })
  })
})
