import { fc } from '@kit/fuzz'

const boom = () => {
  throw new Error('hostile')
}

/** An object whose `keys` getters throw, on top of `base`. */
function withThrowingGetters(keys: readonly string[], base: object = {}): object {
  const value = { ...base }
  for (const key of keys) Object.defineProperty(value, key, { get: boom, enumerable: true })
  return value
}

/** A Proxy whose every trap throws. */
function throwingProxy(target: object = {}): object {
  const trap = () => boom()
  return new Proxy(target, {
    get: trap,
    has: trap,
    getPrototypeOf: trap,
    ownKeys: trap,
    getOwnPropertyDescriptor: trap,
    set: trap,
    defineProperty: trap,
    deleteProperty: trap,
    isExtensible: trap,
    preventExtensions: trap,
    setPrototypeOf: trap,
  })
}

/** What a hostile or broken wallet may reject with (SECURITY F06). */
export function hostileValues(): Record<string, unknown> {
  const revocable = Proxy.revocable({}, {})
  revocable.revoke()
  const selfCause: Record<string, unknown> = { code: 4999, message: 'loop' }
  selfCause.cause = selfCause
  return {
    'code getter throws': withThrowingGetters(['code']),
    'message getter throws': withThrowingGetters(['message'], { code: 4001 }),
    'data getter throws': withThrowingGetters(['data'], { code: -32603, message: 'x' }),
    'cause getter throws': withThrowingGetters(['cause'], { code: 4999, message: 'x' }),
    'every getter throws': withThrowingGetters(['code', 'message', 'data', 'cause']),
    'nested getters throw': { code: -32603, data: withThrowingGetters(['originalError', 'code']) },
    'Proxy throwing on any trap': throwingProxy(),
    'Proxy of an Error throwing on any trap': throwingProxy(new Error('x')),
    'revoked Proxy': revocable.proxy,
    'Error with a throwing code getter': withThrowingGetters(['code'], new Error('x')),
    null: null,
    undefined: undefined,
    string: 'something broke',
    number: 42,
    Symbol: Symbol('x'),
    bigint: 10n,
    function: () => {},
    'frozen object': Object.freeze({ code: 4999, message: 'frozen' }),
    'object with a 1 MB message': { code: 4999, message: 'x'.repeat(1024 * 1024) },
    'Error with a 1 MB message': new Error('y'.repeat(1024 * 1024)),
    'object with a cause cycle': selfCause,
    'code that is not a number': { code: '4001', message: { toString: boom } },
    'message that is an object with throwing toString': { message: { toString: boom } },
    'no prototype': Object.create(null),
  }
}

/** A plain description of a hostile value; `buildHostileValue` makes the value from it. */
export type HostileSpec =
  | { kind: 'leaf'; value: unknown }
  | { kind: 'object'; fields: Record<string, HostileSpec>; throwing: string[] }
  | { kind: 'proxy'; inner: HostileSpec }
  | { kind: 'error'; message: string; fields: Record<string, HostileSpec> }

/**
 * Descriptions of rejection values for property tests: JSON-like values and errors, with getters
 * that throw and Proxies whose traps throw at any depth. The arbitrary yields plain data, since
 * fast-check inspects what it generates; the test builds the value with `buildHostileValue`.
 */
export function hostileSpecArbitrary(): fc.Arbitrary<HostileSpec> {
  const key = fc.constantFrom('code', 'message', 'data', 'originalError', 'cause', 'name', 'stack')
  const leaf = fc
    .oneof(
      fc.jsonValue({ maxDepth: 1 }),
      fc.integer({ min: -33_000, max: 6_000 }),
      fc.string({ maxLength: 40 }),
      fc.constant(undefined),
    )
    .map((value): HostileSpec => ({ kind: 'leaf', value }))
  const { spec } = fc.letrec<{ spec: HostileSpec }>((tie) => ({
    spec: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .dictionary(key, tie('spec'), { maxKeys: 4 })
        .chain((fields) =>
          fc
            .subarray(Object.keys(fields))
            .map((throwing): HostileSpec => ({ kind: 'object', fields, throwing })),
        ),
      tie('spec').map((inner): HostileSpec => ({ kind: 'proxy', inner })),
      fc
        .tuple(fc.string({ maxLength: 40 }), fc.dictionary(key, tie('spec'), { maxKeys: 3 }))
        .map(([message, fields]): HostileSpec => ({ kind: 'error', message, fields })),
    ),
  }))
  return spec
}

/** Makes the hostile value a `HostileSpec` describes. */
export function buildHostileValue(spec: HostileSpec): unknown {
  const build = (fields: Record<string, HostileSpec>) =>
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, buildHostileValue(v)]))
  switch (spec.kind) {
    case 'leaf':
      return spec.value
    case 'object':
      return withThrowingGetters(spec.throwing, build(spec.fields))
    case 'proxy': {
      const inner = buildHostileValue(spec.inner)
      return throwingProxy(typeof inner === 'object' && inner !== null ? inner : {})
    }
    case 'error':
      return Object.assign(new Error(spec.message), build(spec.fields))
  }
}
