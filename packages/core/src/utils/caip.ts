import { InvalidCaip2Error, InvalidCaipAddressError, InvalidChainIdError } from '../errors/caip.js'
import type { CaipAddress, CaipNetworkId } from '../types/network.js'

const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const accountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/
const decimalPattern = /^(0|[1-9][0-9]*)$/

export type ParsedCaipNetworkId = { namespace: string; reference: string }
export type ParsedCaipAddress = ParsedCaipNetworkId & {
  address: string
  caipNetworkId: CaipNetworkId
}

/** Parses a CAIP-2 chain id strictly; an eip155 reference must be a canonical safe integer. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (typeof value !== 'string') throw new InvalidCaip2Error(value)
  const parts = value.split(':')
  if (parts.length !== 2) throw new InvalidCaip2Error(value)
  const [namespace = '', reference = ''] = parts
  if (!namespacePattern.test(namespace) || !referencePattern.test(reference))
    throw new InvalidCaip2Error(value)
  if (namespace === 'eip155' && !isCanonicalEvmChainId(reference))
    throw new InvalidCaip2Error(value)
  return { namespace, reference }
}

/** Parses a CAIP-10 account id (`namespace:reference:address`). */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string') throw new InvalidCaipAddressError(value)
  const parts = value.split(':')
  if (parts.length !== 3) throw new InvalidCaipAddressError(value)
  const [namespace = '', reference = '', address = ''] = parts
  if (!accountAddressPattern.test(address)) throw new InvalidCaipAddressError(value)
  try {
    parseCaipNetworkId(`${namespace}:${reference}`)
  } catch {
    throw new InvalidCaipAddressError(value)
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

/** Builds a CAIP-2 id and checks the result. */
export function formatCaipNetworkId(namespace: string, reference: string | number): CaipNetworkId {
  const value = `${namespace}:${typeof reference === 'number' ? formatChainNumber(reference) : reference}`
  parseCaipNetworkId(value)
  return value as CaipNetworkId
}

/** Builds a CAIP-10 id and checks the result. */
export function formatCaipAddress(caipNetworkId: string, address: string): CaipAddress {
  const value = `${caipNetworkId}:${address}`
  parseCaipAddress(value)
  return value as CaipAddress
}

/**
 * Reads an EVM chain id from a wallet or an app: a safe integer, a canonical decimal string, or
 * a canonical hex quantity (`0x1`, not `0x01` or `0x`). Anything else is refused, never coerced.
 */
export function normalizeEvmChainId(value: unknown): number {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value >= 0) return value
    throw new InvalidChainIdError(value)
  }
  if (typeof value !== 'string') throw new InvalidChainIdError(value)
  if (/^0x(0|[1-9a-f][0-9a-f]*)$/i.test(value) && value.startsWith('0x')) {
    const parsed = BigInt(value)
    if (parsed <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(parsed)
  }
  if (isCanonicalEvmChainId(value)) return Number(value)
  throw new InvalidChainIdError(value)
}

function isCanonicalEvmChainId(reference: string): boolean {
  return decimalPattern.test(reference) && BigInt(reference) <= BigInt(Number.MAX_SAFE_INTEGER)
}

function formatChainNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new InvalidChainIdError(value)
  return String(value)
}
