import { isRecord } from '../../utils/isRecord.js'
import { decodeBase58 } from '../base58.js'
import { invalidParams } from './params.js'

/** A `getProgramAccounts` filter, checked: a data size, or bytes expected at an offset. */
export type AccountFilter = { dataSize: number } | { offset: number; bytes: Uint8Array }

const maxFilters = 4

/** Reads `config.filters` (`dataSize`, `memcmp` in base58 or base64), refusing bad ones with -32602. */
export function readAccountFilters(value: unknown): AccountFilter[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > maxFilters)
    throw invalidParams(`Invalid params: filters must be an array of at most ${maxFilters}`)
  return value.map((filter) => {
    if (isRecord(filter) && 'dataSize' in filter) {
      const size = filter.dataSize
      if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
        throw invalidParams('Invalid params: dataSize must be a non-negative integer')
      return { dataSize: size }
    }
    const memcmp = isRecord(filter) ? filter.memcmp : undefined
    if (!isRecord(memcmp)) throw invalidParams('Invalid params: a filter is dataSize or memcmp')
    const { offset, bytes, encoding = 'base58' } = memcmp
    if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0)
      throw invalidParams('Invalid params: memcmp offset must be a non-negative integer')
    if (typeof bytes !== 'string' || bytes.length > 175)
      throw invalidParams('Invalid params: memcmp bytes must be a string of at most 128 bytes')
    if (encoding === 'base58') {
      try {
        return { offset, bytes: decodeBase58(bytes) }
      } catch {
        throw invalidParams('Invalid params: memcmp bytes are not base58')
      }
    }
    if (encoding === 'base64' && /^[A-Za-z0-9+/]*={0,2}$/.test(bytes))
      return { offset, bytes: new Uint8Array(Buffer.from(bytes, 'base64')) }
    throw invalidParams('Invalid params: memcmp encoding must be base58 or base64')
  })
}

/** Whether `data` passes every filter. */
export function matchesFilters(data: Uint8Array, filters: readonly AccountFilter[]): boolean {
  return filters.every((filter) => {
    if ('dataSize' in filter) return data.length === filter.dataSize
    if (filter.offset + filter.bytes.length > data.length) return false
    return filter.bytes.every((byte, index) => data[filter.offset + index] === byte)
  })
}
