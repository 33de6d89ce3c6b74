import { base58 } from '@scure/base'
import { InvalidSiwxFieldError, type InvalidSiwxFieldReason } from '../errors/message.js'
import { checksumAddress } from './checksumAddress.js'
import { isDateTime } from './isDateTime.js'
import { isDomain } from './isDomain.js'
import { isUri } from './isUri.js'
import { fieldLimits } from './limits.js'
import type { SiwxField, SiwxNamespace } from './types.js'

// Linear patterns only: one character class, one bounded or unbounded repetition.
const nonceCharacters = /^[A-Za-z0-9]+$/
const eip155Address = /^0x[0-9A-Fa-f]{40}$/
const base58Characters = /^[1-9A-HJ-NP-Za-km-z]+$/
const bitcoinAddressCharacters = /^[A-Za-z0-9]+$/
const decimal = /^[1-9][0-9]*$/
const caip2Reference = /^[-_A-Za-z0-9]+$/
// Sign-In-With-Solana may name the cluster instead of its genesis hash.
const solanaClusterNames = /^(?:solana:)?(?:mainnet|testnet|devnet|localnet)$/
// EIP-4361: statement = *( reserved / unreserved / " " ).
const eip155StatementCharacters = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
// Other namespaces: any text on one line (no control or line-separator characters).
const lineCharacters = /^[^\p{Cc}\u2028\u2029]+$/u
// RFC 3986 pchar, as EIP-4361's request-id.
const requestIdCharacters = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/

function fail(field: SiwxField, reason: InvalidSiwxFieldReason): never {
  throw new InvalidSiwxFieldError({ field, reason })
}

function requireString(field: SiwxField, value: unknown, maxLength: number): string {
  if (value === undefined) fail(field, 'missing')
  if (typeof value !== 'string') fail(field, 'notString')
  if (value.length === 0) fail(field, 'empty')
  if (value.length > maxLength) fail(field, 'tooLong')
  return value
}

export function validateDomain(value: unknown): void {
  const domain = requireString('domain', value, fieldLimits.domain)
  if (!isDomain(domain)) fail('domain', 'invalidFormat')
}

export function validateAddress(namespace: SiwxNamespace, value: unknown): void {
  const address = requireString('address', value, fieldLimits.address)
  if (namespace === 'eip155') {
    if (!eip155Address.test(address)) fail('address', 'invalidFormat')
    if (checksumAddress(address) !== address) fail('address', 'checksum')
  } else if (namespace === 'solana') {
    if (!base58Characters.test(address)) fail('address', 'invalidCharacters')
    if (address.length < 32 || address.length > 44 || base58.decode(address).length !== 32)
      fail('address', 'invalidFormat')
  } else {
    if (!bitcoinAddressCharacters.test(address)) fail('address', 'invalidCharacters')
    if (address.length < 14) fail('address', 'invalidFormat')
  }
}

export function validateStatement(namespace: SiwxNamespace, value: unknown): void {
  const statement = requireString('statement', value, fieldLimits.statement)
  const pattern = namespace === 'eip155' ? eip155StatementCharacters : lineCharacters
  if (!pattern.test(statement)) fail('statement', 'invalidCharacters')
}

export function validateUri(field: 'uri' | 'resources', value: unknown): void {
  const uri = requireString(field, value, fieldLimits.uri)
  if (!isUri(uri)) fail(field, 'invalidFormat')
}

export function validateVersion(value: unknown): void {
  if (requireString('version', value, 1) !== '1') fail('version', 'unsupported')
}

export function validateChainId(namespace: SiwxNamespace, value: unknown): void {
  const chainId = requireString('chainId', value, fieldLimits.chainId)
  if (namespace === 'eip155') {
    if (!decimal.test(chainId) || !Number.isSafeInteger(Number(chainId)))
      fail('chainId', 'invalidFormat')
  } else if (namespace === 'solana') {
    if (!base58Characters.test(chainId) && !solanaClusterNames.test(chainId))
      fail('chainId', 'invalidCharacters')
  } else if (!caip2Reference.test(chainId)) {
    fail('chainId', 'invalidCharacters')
  }
}

export function validateNonce(value: unknown): void {
  const nonce = requireString('nonce', value, fieldLimits.nonce)
  if (!nonceCharacters.test(nonce)) fail('nonce', 'invalidCharacters')
  if (nonce.length < 8) fail('nonce', 'invalidFormat')
}

export function validateDateTime(
  field: 'issuedAt' | 'expirationTime' | 'notBefore',
  value: unknown,
): void {
  if (!isDateTime(requireString(field, value, 40))) fail(field, 'invalidFormat')
}

export function validateRequestId(value: unknown): void {
  const requestId = requireString('requestId', value, fieldLimits.requestId)
  if (!requestIdCharacters.test(requestId)) fail('requestId', 'invalidCharacters')
}

export function validateResources(value: unknown): void {
  if (!Array.isArray(value)) fail('resources', 'invalidFormat')
  if (value.length === 0) fail('resources', 'empty')
  if (value.length > fieldLimits.resources) fail('resources', 'tooLong')
  for (const resource of value) validateUri('resources', resource)
}
