import { SolanaRpcError } from '../../errors/solana.js'
import { isRecord } from '../../utils/isRecord.js'
import { decodeBase58 } from '../base58.js'
import type { Commitment } from '../svm/signatureStatus.js'

/** A JSON-RPC `-32602 Invalid params` error with `message`. */
export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError({ code: -32602, message })
}

/** Positional params; named params are refused as a validator refuses them. */
export function positional(params: unknown[] | Record<string, unknown>): unknown[] {
  if (!Array.isArray(params)) throw invalidParams('Invalid params: expected an array of params')
  return params
}

/** A required base58 32-byte address at `index`. */
export function readAddress(params: readonly unknown[], index: number): string {
  const value = params[index]
  if (value === undefined) throw invalidParams(`Invalid params: missing param ${index}`)
  if (!isAddress(value))
    throw invalidParams(`Invalid param ${index}: not a base58-encoded 32-byte address`)
  return value
}

/** Whether `value` is a base58 string of 32 bytes. */
export function isAddress(value: unknown): value is string {
  return typeof value === 'string' && decodesTo(value, 32)
}

/** A required base58 64-byte transaction signature. */
export function readSignature(value: unknown): string {
  if (typeof value !== 'string' || !decodesTo(value, 64))
    throw invalidParams('Invalid param: not a base58-encoded 64-byte signature')
  return value
}

function decodesTo(text: string, length: number): boolean {
  if (text.length === 0 || text.length > 88) return false
  try {
    return decodeBase58(text).length === length
  } catch {
    return false
  }
}

/** The optional config object at `index` (`{}` when absent or null). */
export function readConfig(params: readonly unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (!isRecord(value)) throw invalidParams(`Invalid params: param ${index} must be an object`)
  return value
}

/** A required non-negative safe integer at `index`. */
export function readCount(params: readonly unknown[], index: number, name: string): number {
  const value = params[index]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`Invalid params: ${name} must be a non-negative integer`)
  return value
}

/** A required string at `index`. */
export function readString(params: readonly unknown[], index: number, name: string): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`Invalid params: ${name} must be a string`)
  return value
}

const commitments: readonly Commitment[] = ['processed', 'confirmed', 'finalized']

/** `config.commitment`, `finalized` by default (reads always see the newest state). */
export function readCommitment(config: Record<string, unknown>): Commitment {
  const value = config.commitment
  if (value === undefined || value === null) return 'finalized'
  // Old names still sent by some clients.
  if (value === 'recent' || value === 'single') return 'processed'
  if (value === 'max' || value === 'root') return 'finalized'
  if (value === 'singleGossip') return 'confirmed'
  if (typeof value === 'string' && (commitments as readonly string[]).includes(value))
    return value as Commitment
  throw invalidParams(`Invalid params: unknown commitment ${JSON.stringify(value)}`)
}

/** `config.encoding` among `allowed`, else `fallback`. */
export function readEncoding<const Allowed extends string>(
  config: Record<string, unknown>,
  allowed: readonly Allowed[],
  fallback: Allowed,
): Allowed {
  const value = config.encoding
  if (value === undefined || value === null) return fallback
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as Allowed
  throw invalidParams(`Invalid params: unsupported encoding ${JSON.stringify(value)}`)
}

/** An optional boolean `config[name]`. */
export function readFlag(config: Record<string, unknown>, name: string): boolean | undefined {
  const value = config[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') throw invalidParams(`Invalid params: ${name} must be a boolean`)
  return value
}
