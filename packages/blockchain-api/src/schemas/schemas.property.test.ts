import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import * as fixtures from '../../test/fixtures.js'
import { ApiSchemaError } from '../errors/http.js'
import { parse } from '../utils/schema.js'
import * as account from './account.js'
import * as analytics from './analytics.js'
import * as catalogue from './catalogue.js'
import * as convert from './convert.js'
import * as onramp from './onramp.js'
import * as profile from './profile.js'
import * as sessions from './sessions.js'
import * as siwx from './siwx.js'

type Parser = (value: unknown) => unknown

const parsers: [string, Parser][] = Object.entries({
  ...account,
  ...analytics,
  ...catalogue,
  ...convert,
  ...onramp,
  ...profile,
  ...sessions,
  ...siwx,
} as Record<string, unknown>).filter(
  (entry): entry is [string, Parser] => typeof entry[1] === 'function',
)

/** Valid answers, so mutations start from something that parses. */
const validBodies = Object.values(fixtures).filter((v) => typeof v === 'object' && v !== null)

/** Replaces the value at one path of `body` with `replacement` (a deep copy; `body` is kept). */
function mutate(body: unknown, pathSeed: number, replacement: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>
  let node: unknown = copy
  for (let depth = 0; depth < 6; depth++) {
    if (typeof node !== 'object' || node === null) break
    const keys = Object.keys(node)
    if (keys.length === 0) break
    const key = keys[(pathSeed >> (depth * 3)) % keys.length] as string
    const child = (node as Record<string, unknown>)[key]
    if (typeof child !== 'object' || child === null || (pathSeed >> (depth * 3 + 2)) & 1) {
      ;(node as Record<string, unknown>)[key] = replacement
      break
    }
    node = child
  }
  return copy
}

/** Every answer either parses or is an `ApiSchemaError`; nothing else ever escapes. */
function expectTyped(parser: Parser, body: unknown) {
  try {
    parse(body, parser as never)
  } catch (error) {
    expect(error).toBeInstanceOf(ApiSchemaError)
  }
}

propertyTest(
  'API schemas: any JSON gives a value or an ApiSchemaError',
  [fc.constantFrom(...parsers), fc.jsonValue({ maxDepth: 4 })],
  ([, parser], body) => {
    expectTyped(parser, body)
  },
)

propertyTest(
  'API schemas: a valid answer with one field changed gives a value or an ApiSchemaError',
  [
    fc.constantFrom(...parsers),
    fc.constantFrom(...validBodies),
    fc.nat(),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(-1, 1e308, '', '0x', '__proto__')),
  ],
  ([, parser], body, pathSeed, replacement) => {
    expectTyped(parser, mutate(body, pathSeed, replacement))
  },
)
