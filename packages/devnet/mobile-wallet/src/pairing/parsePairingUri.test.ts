import { describe, expect, test } from 'vitest'
import { InvalidPairingUriError } from '../errors/InvalidPairingUriError.js'
import { parsePairingUri } from './parsePairingUri.js'

const topic = `${'a'.repeat(63)}b`
const symKey = '0123456789abcdef'.repeat(4)
const now = 1_750_000_000_000
const valid = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${now / 1000 + 300}`

function reason(input: string): string {
  try {
    parsePairingUri(input, now)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidPairingUriError)
    return (error as Error).message
  }
  throw new Error('expected a failure')
}

describe('parsePairingUri', () => {
  test('reads a dapp URI, trimmed', () => {
    expect(parsePairingUri(`  ${valid}\n`, now)).toEqual({
      uri: valid,
      topic,
      symKey,
      relayProtocol: 'irn',
      expiryTimestamp: now / 1000 + 300,
    })
  })

  test('accepts a URI without expiry and with extra parameters', () => {
    const uri = `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn&methods=wc_sessionPropose`
    expect(parsePairingUri(uri, now).expiryTimestamp).toBeUndefined()
  })

  test.each([
    ['', /paste or scan/],
    ['https://example.org', /WalletConnect v2 pairing URI/],
    [`wc:${topic}@1?relay-protocol=irn&symKey=${symKey}`, /v2 pairing URI/],
    [`wc:${topic.slice(1)}@2?relay-protocol=irn&symKey=${symKey}`, /64 hex/],
    [`wc:${'g'.repeat(64)}@2?relay-protocol=irn&symKey=${symKey}`, /64 hex/],
    [`wc:${topic}@2?relay-protocol=irn`, /symKey/],
    [`wc:${topic}@2?relay-protocol=irn&symKey=abc`, /symKey/],
    [`wc:${topic}@2?symKey=${symKey}`, /relay-protocol/],
    [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=soon`, /not a number/],
    [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${now / 1000}`, /expired/],
  ])('refuses %j', (input, message) => {
    expect(reason(input)).toMatch(message)
  })
})
