import { BaseError } from '@kit/core/modules/errors/BaseError'

/** Not a canonical hex quantity (`0x0`, `0x1f`): `0x`, `0x00`, `ff`, `0x0400` and negatives are refused. */
export class InvalidHexQuantityError extends BaseError {
  override name = 'InvalidHexQuantityError'
  constructor(value: unknown) {
    super('Invalid hex quantity', { details: `Received ${describe(value)}` })
  }
}

/** Not even-length hex bytes with a `0x` prefix. */
export class InvalidHexDataError extends BaseError {
  override name = 'InvalidHexDataError'
  constructor(value: unknown) {
    super('Invalid hex data', { details: `Received ${describe(value)}` })
  }
}

/** Token decimals must be an integer from 0 to 77. */
export class InvalidDecimalsError extends BaseError {
  override name = 'InvalidDecimalsError'
  constructor(value: unknown) {
    super('Invalid decimals', { details: `Received ${describe(value)}` })
  }
}

function describe(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value !== 'string' && typeof value !== 'number') return typeof value
  const text = String(value)
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text)
}
