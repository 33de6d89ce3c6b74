import type { TypedDataDefinition } from 'viem'
import { InvalidProviderParamsError } from '../errors/provider.js'

/**
 * The typed data of an `eth_signTypedData(_v4)` request, given as JSON text or an object: it needs
 * `types`, a string `primaryType` and a `message` object; `domain`, when present, is an object.
 * @throws InvalidProviderParamsError when it is none of that.
 */
export function parseTypedData(raw: unknown): TypedDataDefinition {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw new InvalidProviderParamsError('Typed data is not valid JSON.')
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidProviderParamsError('Expected typed data as the second parameter.')
  }
  const { types, primaryType, message, domain } = value as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string') {
    throw new InvalidProviderParamsError('Typed data needs "types" and "primaryType".')
  }
  if (typeof message !== 'object' || message === null) {
    throw new InvalidProviderParamsError('Typed data needs a "message" object.')
  }
  if (domain !== undefined && (typeof domain !== 'object' || domain === null)) {
    throw new InvalidProviderParamsError('Typed data "domain" must be an object.')
  }
  return value as TypedDataDefinition
}
