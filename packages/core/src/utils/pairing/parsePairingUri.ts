import { InvalidPairingUriError } from '../../errors/walletConnect.js'

/** A WalletConnect v2 pairing URI, read from `wc:<topic>@2?symKey=…&relay-protocol=…`. */
export type PairingUri = {
  topic: string
  version: 2
  symKey: string
  relayProtocol: string
  relayData?: string
  /** Unix time in seconds after which the wallet refuses the pairing. */
  expiryTimestamp?: number
  methods?: string[]
}

export type ParsePairingUriOptions = {
  /** The current time in milliseconds; defaults to `Date.now()`. */
  now?: number
}

/** Longest pairing URI accepted, in characters. */
export const pairingUriMaxLength = 2048

const scheme = 'wc:'
const printableAscii = /^[\x21-\x7e]*$/
const hex64 = /^[0-9a-fA-F]{64}$/
const relayProtocolPattern = /^[A-Za-z0-9_-]{1,64}$/
const unixSeconds = /^(0|[1-9][0-9]{0,14})$/

/**
 * Parses a WalletConnect v2 pairing URI strictly (SECURITY B17). Query parameters may come in any
 * order and are URL-decoded; unknown ones are ignored, a repeated known one is refused.
 *
 * @throws InvalidPairingUriError with a `reason`; the error never contains the URI or its key.
 */
export function parsePairingUri(uri: string, options: ParsePairingUriOptions = {}): PairingUri {
  if (typeof uri !== 'string') throw new InvalidPairingUriError('scheme')
  if (uri.length > pairingUriMaxLength) throw new InvalidPairingUriError('tooLong')
  if (!printableAscii.test(uri)) throw new InvalidPairingUriError('characters')
  if (!uri.startsWith(scheme)) throw new InvalidPairingUriError('scheme')

  const queryStart = uri.indexOf('?')
  const path = uri.slice(scheme.length, queryStart === -1 ? undefined : queryStart)
  const at = path.indexOf('@')
  const topic = at === -1 ? path : path.slice(0, at)
  if (!hex64.test(topic)) throw new InvalidPairingUriError('topic')
  if (at === -1 || path.slice(at + 1) !== '2') throw new InvalidPairingUriError('version')

  const params = readQuery(queryStart === -1 ? '' : uri.slice(queryStart + 1))

  const symKey = params.get('symKey')
  if (symKey === undefined || !hex64.test(symKey)) throw new InvalidPairingUriError('symKey')

  const relayProtocol = params.get('relay-protocol')
  if (relayProtocol === undefined || !relayProtocolPattern.test(relayProtocol))
    throw new InvalidPairingUriError('relayProtocol')

  const result: PairingUri = { topic, version: 2, symKey, relayProtocol }

  const relayData = params.get('relay-data')
  if (relayData !== undefined) result.relayData = relayData

  const expiry = params.get('expiryTimestamp')
  if (expiry !== undefined) {
    if (!unixSeconds.test(expiry)) throw new InvalidPairingUriError('expired')
    const expiryTimestamp = Number(expiry)
    if (expiryTimestamp * 1000 <= currentTime(options.now))
      throw new InvalidPairingUriError('expired')
    result.expiryTimestamp = expiryTimestamp
  }

  const methods = params.get('methods')
  if (methods !== undefined) result.methods = methods.split(',').filter((method) => method !== '')

  return result
}

/** Whether `parsePairingUri` accepts the URI (including its expiry, relative to `options.now`). */
export function isValidPairingUri(uri: string, options: ParsePairingUriOptions = {}): boolean {
  try {
    parsePairingUri(uri, options)
    return true
  } catch {
    return false
  }
}

/** The reason a known query parameter maps to when it is malformed. */
const knownParams = {
  symKey: 'symKey',
  'relay-protocol': 'relayProtocol',
  'relay-data': 'characters',
  expiryTimestamp: 'expired',
  methods: 'characters',
} as const

type KnownParam = keyof typeof knownParams

function isKnownParam(key: string): key is KnownParam {
  return Object.hasOwn(knownParams, key)
}

function readQuery(query: string): Map<KnownParam, string> {
  const params = new Map<KnownParam, string>()
  if (query === '') return params
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=')
    const key = decode(equals === -1 ? pair : pair.slice(0, equals))
    if (key === undefined || !isKnownParam(key)) continue
    const reason = knownParams[key]
    const value = decode(equals === -1 ? '' : pair.slice(equals + 1))
    if (value === undefined || !printableAscii.test(value) || params.has(key))
      throw new InvalidPairingUriError(reason)
    params.set(key, value)
  }
  return params
}

function currentTime(now: number | undefined): number {
  return typeof now === 'number' && Number.isFinite(now) ? now : Date.now()
}

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}
