import type { TypedDataDefinition } from 'viem'
import { InvalidProviderParamsError } from '../../../src/errors/provider.js'

/** The typed data of an `eth_signTypedData(_v4)` request: JSON text or an object. */
export function readTypedData(raw: unknown): TypedDataDefinition {
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

/** The domain's chain id as a number, if it has a readable one. */
export function readDomainChainId(typedData: TypedDataDefinition): number | undefined {
  const value: unknown = typedData.domain?.chainId
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(value)) return Number(value)
  return undefined
}
