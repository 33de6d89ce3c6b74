import { ApiSchemaError } from '../errors/http.js'

/**
 * Checks one JSON value and returns a fresh copy holding only the declared fields; `at` is the
 * value's path in the body, used in the error's details.
 */
export type Parser<T> = (value: unknown, at: string) => T

/** Throws the `ApiSchemaError` for a value that is not what the API promised. */
export function schemaError(at: string, expected: string): never {
  throw new ApiSchemaError('Unexpected response from the API', {
    details: `${at || 'body'}: expected ${expected}`,
  })
}

/** Parses a whole response body. */
export function parse<T>(value: unknown, parser: Parser<T>): T {
  return parser(value, '')
}

/**
 * The parser `build` returns, built on first use: a schema declared at a module's top level costs
 * the page nothing (no closures, fields or patterns kept in memory) until a response needs it.
 */
export function lazy<T>(build: () => Parser<T>): Parser<T> {
  let parser: Parser<T> | undefined
  return (value, at) => {
    parser ??= build()
    return parser(value, at)
  }
}

/** A string, optionally matching `pattern` (described as `expected` in errors). */
export function string(pattern?: RegExp, expected = 'a string'): Parser<string> {
  return (value, at) => {
    if (typeof value !== 'string' || (pattern && !pattern.test(value))) schemaError(at, expected)
    return value
  }
}

/** A JSON boolean. */
export function boolean(): Parser<boolean> {
  return (value, at) => (typeof value === 'boolean' ? value : schemaError(at, 'a boolean'))
}

/** A finite JSON number; huge values (1e308) and -0 are fine. */
export function number(): Parser<number> {
  return (value, at) =>
    typeof value === 'number' && Number.isFinite(value) ? value : schemaError(at, 'a number')
}

/** A JSON integer within `[min, max]`; a numeric string is refused. */
export function integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return ((value, at) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : schemaError(at, `an integer from ${min} to ${max}`)) as Parser<number>
}

/** One of the given strings. */
export function literal<const T extends string>(...values: T[]): Parser<T> {
  return (value, at) =>
    values.includes(value as T) ? (value as T) : schemaError(at, `one of ${values.join(', ')}`)
}

/** `null`, or what `parser` accepts. */
export function nullable<T>(parser: Parser<T>): Parser<T | null> {
  return (value, at) => (value === null ? null : parser(value, at))
}

/** Absent (missing or `null`, both read as undefined), or what `parser` accepts. */
export function optional<T>(parser: Parser<T>): Parser<T | undefined> {
  return (value, at) => (value === undefined || value === null ? undefined : parser(value, at))
}

/** An array of at most `max` items; a longer one is refused, not truncated (B08). */
export function array<T>(item: Parser<T>, max: number): Parser<T[]> {
  return (value, at) => {
    if (!Array.isArray(value)) schemaError(at, 'an array')
    if (value.length > max) schemaError(at, `at most ${max} entries`)
    return value.map((entry, index) => item(entry, `${at}[${index}]`))
  }
}

type Shape = Record<string, Parser<unknown>>
type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> }

/** A JSON object (not null, not an array) with the declared fields; extra fields are dropped. */
export function object<S extends Shape>(shape: S): Parser<Parsed<S>> {
  return (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      schemaError(at, 'an object')
    const result: Record<string, unknown> = {}
    for (const [key, parser] of Object.entries(shape)) {
      const field = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined
      const parsed = parser(field, at ? `${at}.${key}` : key)
      if (parsed !== undefined) result[key] = parsed
    }
    return result as Parsed<S>
  }
}

/** An object used as a map: at most `max` keys, each matching `key`. */
export function record<T>(key: RegExp, item: Parser<T>, max: number): Parser<Record<string, T>> {
  return (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      schemaError(at, 'an object')
    const entries = Object.entries(value)
    if (entries.length > max) schemaError(at, `at most ${max} keys`)
    // fromEntries defines own properties, so a `__proto__` key could never reach a prototype.
    return Object.fromEntries(
      entries.map(([name, entry]) => {
        if (!key.test(name)) schemaError(at, `keys matching ${key}`)
        return [name, item(entry, `${at}[${JSON.stringify(name)}]`)]
      }),
    )
  }
}

/** A human amount as a decimal string (`0.5`, `12`); a JSON number is refused (B06). */
export const decimalString = string(/^\d{1,78}(\.\d{1,78})?$/, 'a decimal string')
/** A base-unit amount as an unsigned integer string. */
export const integerString = string(/^\d{1,78}$/, 'an integer string')
/** A hex quantity (`0x…`, up to 256 bits). */
export const hexQuantity = string(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity')
/** A CAIP-2 chain id (`eip155:1`). */
export const caip2 = string(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 chain id')
/** Token decimals: a JSON integer from 0 to 77 (B06). */
export const tokenDecimals = integer(0, 77)
/** An absolute http(s) URL. */
export const httpUrl: Parser<string> = (value, at) => {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) schemaError(at, 'an http(s) URL')
  try {
    new URL(value)
  } catch {
    schemaError(at, 'an http(s) URL')
  }
  return value
}
