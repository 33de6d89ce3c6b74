import { InvalidRpcResponseError } from '../errors/rpc.js'

/** A plain object of an RPC answer, or `InvalidRpcResponseError` naming `what`. */
export function readObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidRpcResponseError({ details: `${what} is not an object` })
  return value as Record<string, unknown>
}

/** A non-negative integer (a JSON number within 2^53, or a lossless `bigint`) as `bigint`. */
export function readUnsigned(value: unknown, what: string): bigint {
  if (typeof value === 'bigint' && value >= 0n) return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  throw new InvalidRpcResponseError({ details: `${what} is not an exact unsigned integer` })
}

/** The `value` of an answer `withContext` (`{ context: { slot }, value }`). */
export function readContextValue(result: unknown, what: string): unknown {
  const body = readObject(result, what)
  readObject(body.context, `${what}.context`)
  if (!('value' in body)) throw new InvalidRpcResponseError({ details: `${what} has no value` })
  return body.value
}
