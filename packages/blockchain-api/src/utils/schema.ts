import { ApiSchemaError } from '../errors/http.js'

/**
 * Checks one JSON value and returns a fresh copy holding only the declared fields. A value that is
 * not what the API promised throws; `parse` names where it sits in the body.
 */
export type Parser<T> = (value: unknown) => T

/**
 * A mismatch on its way up to `parse`: each container it passes adds its segment of the path. The
 * path is built only for a body that fails, so a good one allocates no path strings (a catalogue
 * page of 40 wallets has some 2,000 fields).
 */
class SchemaMismatch {
  path = ''
  constructor(readonly expected: string) {}
}

/** Refuses the value at hand: `parse` turns this into an `ApiSchemaError` naming its path. */
export function schemaError(expected: string): never {
  throw new SchemaMismatch(expected)
}

/**
 * Runs `parser` on a child value; a mismatch inside gets the child's place in front of its path:
 * `[0]` for an index, `.name` for a field, `["name"]` for a key of a map (`quoted`). The text is
 * written only when a mismatch passes.
 */
function within<T>(parser: Parser<T>, value: unknown, place: string | number, quoted = false): T {
  try {
    return parser(value)
  } catch (error) {
    if (error instanceof SchemaMismatch) {
      const segment =
        typeof place === 'number'
          ? `[${place}]`
          : quoted
            ? `[${JSON.stringify(place)}]`
            : `.${place}`
      error.path = `${segment}${error.path}`
    }
    throw error
  }
}

/** Parses a whole response body. */
export function parse<T>(value: unknown, parser: Parser<T>): T {
  try {
    return parser(value)
  } catch (error) {
    if (!(error instanceof SchemaMismatch)) throw error
    const path = error.path.startsWith('.') ? error.path.slice(1) : error.path
    throw new ApiSchemaError('Unexpected response from the API', {
      details: `${path || 'body'}: expected ${error.expected}`,
    })
  }
}

/**
 * The parser `build` returns, built on first use: a schema declared at a module's top level costs
 * the page nothing (no closures, fields or patterns kept in memory) until a response needs it.
 */
export function lazy<T>(build: () => Parser<T>): Parser<T> {
  let parser: Parser<T> | undefined
  return (value) => {
    parser ??= build()
    return parser(value)
  }
}

/** A string, optionally matching `pattern` (described as `expected` in errors). */
export function string(pattern?: RegExp, expected = 'a string'): Parser<string> {
  return (value) => {
    if (typeof value !== 'string' || (pattern && !pattern.test(value))) schemaError(expected)
    return value
  }
}

/** A JSON boolean. */
export function boolean(): Parser<boolean> {
  return (value) => (typeof value === 'boolean' ? value : schemaError('a boolean'))
}

/** A finite JSON number; huge values (1e308) and -0 are fine. */
export function number(): Parser<number> {
  return (value) =>
    typeof value === 'number' && Number.isFinite(value) ? value : schemaError('a number')
}

/** A JSON integer within `[min, max]`; a numeric string is refused. */
export function integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return ((value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : schemaError(`an integer from ${min} to ${max}`)) as Parser<number>
}

/** One of the given strings. */
export function literal<const T extends string>(...values: T[]): Parser<T> {
  return (value) =>
    values.includes(value as T) ? (value as T) : schemaError(`one of ${values.join(', ')}`)
}

/** `null`, or what `parser` accepts. */
export function nullable<T>(parser: Parser<T>): Parser<T | null> {
  return (value) => (value === null ? null : parser(value))
}

/** Absent (missing or `null`, both read as undefined), or what `parser` accepts. */
export function optional<T>(parser: Parser<T>): Parser<T | undefined> {
  return (value) => (value === undefined || value === null ? undefined : parser(value))
}

/** An array of at most `max` items; a longer one is refused, not truncated (B08). */
export function array<T>(item: Parser<T>, max: number): Parser<T[]> {
  return (value) => {
    if (!Array.isArray(value)) schemaError('an array')
    if (value.length > max) schemaError(`at most ${max} entries`)
    return value.map((entry, index) => within(item, entry, index))
  }
}

type Shape = Record<string, Parser<unknown>>
type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> }

/** A JSON object (not null, not an array) with the declared fields; extra fields are dropped. */
export function object<S extends Shape>(shape: S): Parser<Parsed<S>> {
  // The fields are listed once, not for each object parsed.
  const fields = Object.entries(shape)
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      schemaError('an object')
    const result: Record<string, unknown> = {}
    for (const [key, parser] of fields) {
      const field = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined
      const parsed = within(parser, field, key)
      if (parsed !== undefined) result[key] = parsed
    }
    return result as Parsed<S>
  }
}

/** An object used as a map: at most `max` keys, each matching `key`. */
export function record<T>(key: RegExp, item: Parser<T>, max: number): Parser<Record<string, T>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      schemaError('an object')
    const entries = Object.entries(value)
    if (entries.length > max) schemaError(`at most ${max} keys`)
    // fromEntries defines own properties, so a `__proto__` key could never reach a prototype.
    return Object.fromEntries(
      entries.map(([name, entry]) => {
        if (!key.test(name)) schemaError(`keys matching ${key}`)
        return [name, within(item, entry, name, true)]
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
export const httpUrl: Parser<string> = (value) => {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) schemaError('an http(s) URL')
  try {
    new URL(value)
  } catch {
    schemaError('an http(s) URL')
  }
  return value
}
