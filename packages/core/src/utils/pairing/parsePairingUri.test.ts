import { describe, expect, it } from 'vitest'
import { InvalidPairingUriError, type InvalidPairingUriReason } from '../../errors/walletConnect.js'
import { isValidPairingUri, pairingUriMaxLength, parsePairingUri } from './parsePairingUri.js'

const topic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const now = 1_700_000_000_000
const future = String(now / 1000 + 300)
const valid = `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn`

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

function expectRefused(uri: string, reason: InvalidPairingUriReason) {
  const error = thrown(() => parsePairingUri(uri, { now }))
  expect(error).toBeInstanceOf(InvalidPairingUriError)
  expect((error as InvalidPairingUriError).reason).toBe(reason)
  expect(isValidPairingUri(uri, { now })).toBe(false)
  return error as InvalidPairingUriError
}

describe('parsePairingUri', () => {
  it('reads the required parts', () => {
    expect(parsePairingUri(valid, { now })).toEqual({
      topic,
      version: 2,
      symKey,
      relayProtocol: 'irn',
    })
    expect(isValidPairingUri(valid, { now })).toBe(true)
  })

  it('reads the optional parts, in any order', () => {
    const uri = `wc:${topic}@2?expiryTimestamp=${future}&methods=wc_sessionPropose,wc_authRequest&relay-protocol=irn&relay-data=abc&symKey=${symKey}`
    expect(parsePairingUri(uri, { now })).toEqual({
      topic,
      version: 2,
      symKey,
      relayProtocol: 'irn',
      relayData: 'abc',
      expiryTimestamp: Number(future),
      methods: ['wc_sessionPropose', 'wc_authRequest'],
    })
  })

  it('URL-decodes parameter names and values', () => {
    const uri = `wc:${topic}@2?sym%4Bey=${symKey}&relay-protocol=ir%6E&methods=wc_sessionPropose%2Cwc_authRequest`
    const parsed = parsePairingUri(uri, { now })
    expect(parsed.symKey).toBe(symKey)
    expect(parsed.relayProtocol).toBe('irn')
    expect(parsed.methods).toEqual(['wc_sessionPropose', 'wc_authRequest'])
  })

  it('accepts an upper-case topic and key and keeps them as given', () => {
    const uri = `wc:${topic.toUpperCase()}@2?symKey=${symKey.toUpperCase()}&relay-protocol=irn`
    const parsed = parsePairingUri(uri, { now })
    expect(parsed.topic).toBe(topic.toUpperCase())
    expect(parsed.symKey).toBe(symKey.toUpperCase())
  })

  it('ignores unknown parameters', () => {
    expect(parsePairingUri(`${valid}&foo=bar&flag`, { now }).relayProtocol).toBe('irn')
  })

  it('reads an empty methods list as no methods', () => {
    expect(parsePairingUri(`${valid}&methods=`, { now }).methods).toEqual([])
  })

  it.each([
    ['no scheme', `${topic}@2?symKey=${symKey}&relay-protocol=irn`],
    ['an upper-case scheme', valid.replace('wc:', 'WC:')],
    ['another scheme', valid.replace('wc:', 'wx:')],
    ['an empty string', ''],
  ])('refuses %s (scheme)', (_, uri) => {
    expectRefused(uri, 'scheme')
  })

  it('refuses a value that is not a string', () => {
    const error = thrown(() => parsePairingUri(undefined as unknown as string))
    expect((error as InvalidPairingUriError).reason).toBe('scheme')
    expect(isValidPairingUri(42 as unknown as string)).toBe(false)
  })

  it.each([
    ['63 hex characters', topic.slice(1)],
    ['65 hex characters', `${topic}a`],
    ['a non-hex character', `${topic.slice(0, 63)}g`],
    ['an empty topic', ''],
    ['a 0x prefix', `0x${topic.slice(2)}`],
    ['leading slashes', `//${topic}`],
  ])('refuses a topic of %s (topic)', (_, value) => {
    expectRefused(`wc:${value}@2?symKey=${symKey}&relay-protocol=irn`, 'topic')
  })

  it('refuses a topic without a version as a topic error when the topic is bad', () => {
    expectRefused(`wc:xyz?symKey=${symKey}&relay-protocol=irn`, 'topic')
  })

  it.each([
    ['version 1', '@1'],
    ['version 02', '@02'],
    ['version 2.0', '@2.0'],
    ['an empty version', '@'],
    ['no version', ''],
    ['two versions', '@2@2'],
  ])('refuses %s (version)', (_, suffix) => {
    expectRefused(`wc:${topic}${suffix}?symKey=${symKey}&relay-protocol=irn`, 'version')
  })

  it.each([
    ['missing', `wc:${topic}@2?relay-protocol=irn`],
    ['missing with no query', `wc:${topic}@2`],
    ['empty', `wc:${topic}@2?symKey=&relay-protocol=irn`],
    ['without a value', `wc:${topic}@2?symKey&relay-protocol=irn`],
    ['63 hex characters', `wc:${topic}@2?symKey=${symKey.slice(1)}&relay-protocol=irn`],
    ['non-hex', `wc:${topic}@2?symKey=${symKey.slice(0, 63)}z&relay-protocol=irn`],
    ['repeated', `${valid}&symKey=${symKey}`],
    ['badly %-encoded', `wc:${topic}@2?symKey=%E0%A4%A&relay-protocol=irn`],
    ['a differently cased name', `wc:${topic}@2?symkey=${symKey}&relay-protocol=irn`],
  ])('refuses a symKey that is %s (symKey)', (_, uri) => {
    expectRefused(uri, 'symKey')
  })

  it.each([
    ['missing', `wc:${topic}@2?symKey=${symKey}`],
    ['empty', `wc:${topic}@2?symKey=${symKey}&relay-protocol=`],
    ['not a token', `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn%2Fx`],
    ['padded with an encoded space', `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn%20`],
    ['named with an underscore', `wc:${topic}@2?symKey=${symKey}&relay_protocol=irn`],
    ['repeated', `${valid}&relay-protocol=irn`],
  ])('refuses a relay-protocol that is %s (relayProtocol)', (_, uri) => {
    expectRefused(uri, 'relayProtocol')
  })

  it.each([
    ['in the past', String(now / 1000 - 1)],
    ['exactly now', String(now / 1000)],
    ['zero', '0'],
    ['negative', '-1'],
    ['a decimal fraction', `${future}.5`],
    ['in exponent notation', '1.8e9'],
    ['hexadecimal', '0x6b49d200'],
    ['with a leading zero', `0${future}`],
    ['empty', ''],
    ['with a plus sign', `+${future}`],
  ])('refuses an expiryTimestamp %s (expired)', (_, value) => {
    expectRefused(`${valid}&expiryTimestamp=${value}`, 'expired')
  })

  it('accepts an expiryTimestamp one second ahead of now', () => {
    const expiry = now / 1000 + 1
    expect(parsePairingUri(`${valid}&expiryTimestamp=${expiry}`, { now }).expiryTimestamp).toBe(
      expiry,
    )
  })

  it('compares the expiry with Date.now() by default', () => {
    const past = Math.floor(Date.now() / 1000) - 5
    const ahead = Math.floor(Date.now() / 1000) + 300
    expect(isValidPairingUri(`${valid}&expiryTimestamp=${past}`)).toBe(false)
    expect(isValidPairingUri(`${valid}&expiryTimestamp=${ahead}`)).toBe(true)
  })

  it('falls back to Date.now() when now is not a finite number', () => {
    const past = Math.floor(Date.now() / 1000) - 5
    expect(isValidPairingUri(`${valid}&expiryTimestamp=${past}`, { now: Number.NaN })).toBe(false)
  })

  it(`refuses a URI longer than ${pairingUriMaxLength} characters (tooLong)`, () => {
    const padded = `${valid}&x=${'a'.repeat(pairingUriMaxLength)}`.slice(0, pairingUriMaxLength + 1)
    expectRefused(padded, 'tooLong')
  })

  it(`accepts a URI of exactly ${pairingUriMaxLength} characters`, () => {
    const prefix = `${valid}&x=`
    const padded = `${prefix}${'a'.repeat(pairingUriMaxLength - prefix.length)}`
    expect(padded).toHaveLength(pairingUriMaxLength)
    expect(isValidPairingUri(padded, { now })).toBe(true)
  })

  it.each([
    ['a leading space', ` ${valid}`],
    ['a trailing newline', `${valid}\n`],
    ['a tab in the query', valid.replace('&', '\t&')],
    ['a NUL character', valid.replace('@', '\u0000@')],
    ['a DEL character', `${valid}\u007f`],
    ['a non-breaking space', `${valid}\u00a0`],
    ['a zero-width space', valid.replace('@2', '\u200b@2')],
    ['a right-to-left override', `${valid}\u202e`],
    ['an encoded newline in relay-data', `${valid}&relay-data=a%0Ab`],
    ['an encoded newline in methods', `${valid}&methods=a%0D%0Ab`],
  ])('refuses %s (characters)', (_, uri) => {
    expectRefused(uri, 'characters')
  })
})

describe('InvalidPairingUriError never reveals the URI (B17)', () => {
  const secrets = [topic, symKey, 'wc:', 'symKey=', 'relay-protocol']
  const cases: [string, InvalidPairingUriReason][] = [
    [`wc:${topic}@1?symKey=${symKey}&relay-protocol=irn`, 'version'],
    [`wc:${topic}@2?symKey=${symKey}`, 'relayProtocol'],
    [`wc:${topic}@2?symKey=${symKey}&relay-protocol=irn&expiryTimestamp=1`, 'expired'],
    [`wc:${topic}@2?symKey=${symKey}z&relay-protocol=irn`, 'symKey'],
    [`wc:${topic}@2?symKey=${symKey}&symKey=${symKey}&relay-protocol=irn`, 'symKey'],
    [`wc:${topic}g@2?symKey=${symKey}&relay-protocol=irn`, 'topic'],
    [`WC:${topic}@2?symKey=${symKey}&relay-protocol=irn`, 'scheme'],
    [`wc:${topic}@2?symKey=${symKey}&relay-protocol=irn `, 'characters'],
    [`wc:${topic}@2?symKey=${symKey}&relay-protocol=irn&x=${'a'.repeat(2048)}`, 'tooLong'],
  ]

  it.each(cases)('for %#', (uri, reason) => {
    const error = expectRefused(uri, reason)
    const rendered = [
      error.message,
      error.shortMessage,
      String(error.details),
      String(error.stack),
      String(error),
      JSON.stringify(error),
      JSON.stringify({ ...error }),
      String(error.cause),
    ].join('\n')
    for (const secret of secrets) expect(rendered).not.toContain(secret)
    expect(error.message).toBe(`Invalid pairing URI\nDetails: Reason: ${reason}`)
    expect(error.name).toBe('InvalidPairingUri')
    expect(error.cause).toBeUndefined()
  })
})
