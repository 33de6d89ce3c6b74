import { InvalidRpcResponseError } from '../errors/rpc.js'
import { readContextValue, readObject } from './readFields.js'

export type SignatureStatus =
  | { state: 'unknown' | 'processed' | 'confirmed' }
  | { state: 'failed'; reason: string }

/**
 * The first entry of `getSignatureStatuses`: `unknown` (null: not seen yet), `processed`,
 * `confirmed` (confirmed or finalized), or `failed` with the node's error, as text.
 */
export function parseSignatureStatus(result: unknown): SignatureStatus {
  const value = readContextValue(result, 'getSignatureStatuses')
  if (!Array.isArray(value) || value.length !== 1)
    throw new InvalidRpcResponseError({ details: 'getSignatureStatuses.value is not one entry' })
  const [entry] = value
  if (entry === null) return { state: 'unknown' }
  const status = readObject(entry, 'getSignatureStatuses.value[0]')
  if (status.err !== null && status.err !== undefined)
    return { state: 'failed', reason: describe(status.err) }
  const level = status.confirmationStatus
  if (level === 'confirmed' || level === 'finalized') return { state: 'confirmed' }
  if (level === 'processed' || level === null || level === undefined) return { state: 'processed' }
  throw new InvalidRpcResponseError({ details: 'Unknown confirmationStatus' })
}

function describe(error: unknown): string {
  try {
    return (
      JSON.stringify(error, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? ''
    ).slice(0, 300)
  } catch {
    return 'unreadable error'
  }
}
