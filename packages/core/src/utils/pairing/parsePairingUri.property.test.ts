import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { BaseError } from '../../errors/BaseError.js'
import { InvalidPairingUriError } from '../../errors/walletConnect.js'
import { pairingUriMaxLength, parsePairingUri } from './parsePairingUri.js'

const now = 1_700_000_000_000
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/)
const relayProtocol = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)
const expiry = fc.integer({ min: now / 1000 + 1, max: now / 1000 + 10_000_000 })
const methods = fc.array(fc.stringMatching(/^[a-z_]{1,20}$/), { maxLength: 4 })

type Parts = {
  topic: string
  symKey: string
  relayProtocol: string
  expiry?: number
  methods?: string[]
}

function format(parts: Parts, order: number[]): string {
  const params = [
    `symKey=${parts.symKey}`,
    `relay-protocol=${encodeURIComponent(parts.relayProtocol)}`,
    ...(parts.expiry === undefined ? [] : [`expiryTimestamp=${parts.expiry}`]),
    ...(parts.methods === undefined ? [] : [`methods=${parts.methods.join(',')}`]),
  ]
  const ordered = order
    .map((i) => params[i % params.length])
    .filter((p, i, all) => all.indexOf(p) === i)
  for (const p of params) if (!ordered.includes(p)) ordered.push(p)
  return `wc:${parts.topic}@2?${ordered.join('&')}`
}

const parts = fc.record(
  { topic: hex64, symKey: hex64, relayProtocol, expiry, methods },
  { requiredKeys: ['topic', 'symKey', 'relayProtocol'] },
)

/** Pairing-like strings, so the accepting branch and every reason are reached. */
const pairingLike = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc
    .tuple(
      parts,
      fc.array(fc.nat(5), { maxLength: 5 }),
      fc.integer({ min: 0, max: 200 }),
      fc.string({ maxLength: 6 }),
    )
    .map(([p, order, at, insert]) => {
      const uri = format(p, order)
      const i = at % (uri.length + 1)
      return uri.slice(0, i) + insert + uri.slice(i)
    }),
)

propertyTest(
  'parsePairingUri: a typed InvalidPairingUriError or a result that satisfies the B17 grammar',
  [pairingLike],
  (uri) => {
    let parsed: ReturnType<typeof parsePairingUri>
    try {
      parsed = parsePairingUri(uri, { now })
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidPairingUriError)
      expect(error).toBeInstanceOf(BaseError)
      return
    }
    expect(uri.length).toBeLessThanOrEqual(pairingUriMaxLength)
    expect(uri.startsWith(`wc:${parsed.topic}@2`)).toBe(true)
    expect(parsed.topic).toMatch(/^[0-9a-fA-F]{64}$/)
    expect(parsed.symKey).toMatch(/^[0-9a-fA-F]{64}$/)
    expect(parsed.relayProtocol).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
    if (parsed.expiryTimestamp !== undefined)
      expect(parsed.expiryTimestamp * 1000).toBeGreaterThan(now)
  },
)

propertyTest(
  'parsePairingUri: an error never carries the URI, its topic or its key',
  [parts, fc.array(fc.nat(5), { maxLength: 5 }), fc.string({ maxLength: 4 })],
  (p, order, junk) => {
    const uri = `${format(p, order)}&symKey=${junk}`
    try {
      parsePairingUri(uri, { now })
      return
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidPairingUriError)
      const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack ?? ''}`
      expect(text).not.toContain(p.symKey)
      expect(text).not.toContain(p.topic)
    }
  },
)

propertyTest(
  'parsePairingUri round-trips a well-formed URI, whatever the parameter order',
  [parts, fc.array(fc.nat(5), { maxLength: 5 })],
  (p, order) => {
    const parsed = parsePairingUri(format(p, order), { now })
    expect(parsed).toEqual({
      topic: p.topic,
      version: 2,
      symKey: p.symKey,
      relayProtocol: p.relayProtocol,
      ...(p.expiry === undefined ? {} : { expiryTimestamp: p.expiry }),
      ...(p.methods === undefined ? {} : { methods: p.methods }),
    })
  },
)
