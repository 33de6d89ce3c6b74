import { MAX_SATS } from '../../amount/constants.js'
import { EsploraSchemaError } from '../../errors/esplora.js'

/** A plain JSON object (not an array, not null). */
export function readObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new EsploraSchemaError(`${what} is not an object`)
  return value as Record<string, unknown>
}

/** A JSON array of at most `max` items. */
export function readArray(value: unknown, what: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new EsploraSchemaError(`${what} is not an array`)
  if (value.length > max) throw new EsploraSchemaError(`${what} has more than ${max} items`)
  return value
}

/** A transaction id: 64 lowercase hex digits. */
export function readTxid(value: unknown, what: string): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/.test(value))
    throw new EsploraSchemaError(`${what} is not a transaction id`)
  return value
}

/** An amount in sats, sent as a JSON integer from 0 to 21,000,000 BTC. */
export function readSats(value: unknown, what: string): bigint {
  if (
    typeof value !== 'number' ||
    !Number.isSafeInteger(value) ||
    value < 0 ||
    BigInt(value) > MAX_SATS
  )
    throw new EsploraSchemaError(`${what} is not an amount of sats`)
  return BigInt(value)
}

/** A non-negative integer below 2^32 (an output index, a height, a time). */
export function readUint32(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff)
    throw new EsploraSchemaError(`${what} is not an unsigned 32-bit integer`)
  return value
}

export function readBoolean(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new EsploraSchemaError(`${what} is not a boolean`)
  return value
}

/** An optional address string (absent for outputs without one, such as OP_RETURN). */
export function readOptionalAddress(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || value.length === 0 || value.length > 100)
    throw new EsploraSchemaError(`${what} is not an address`)
  return value
}
