import { describe, expect, it } from 'vitest'
import { balances, history, walletAssets } from '../../test/fixtures.js'
import { ApiSchemaError } from '../errors/http.js'
import { balanceResponse, historyResponse, walletAssetsResponse } from '../schemas/account.js'
import {
  array,
  decimalString,
  httpUrl,
  lazy,
  object,
  optional,
  type Parser,
  parse,
  record,
  string,
  tokenDecimals,
} from './schema.js'

function refuse<T>(value: unknown, parser: Parser<T>) {
  let error: unknown
  try {
    parse(value, parser)
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(ApiSchemaError)
  return error as ApiSchemaError
}

/** A balance body whose first entry is changed by `edit`. */
function balanceWith(edit: (entry: Record<string, unknown>) => void) {
  const body = structuredClone(balances) as unknown as { balances: Record<string, unknown>[] }
  edit(body.balances[0]!)
  return body
}

describe('B06: huge numbers', () => {
  it('refuses a JSON number as a balance', () => {
    const body = JSON.parse(
      JSON.stringify(balanceWith(() => {})).replace(
        '"numeric":"1"',
        '"numeric":12345678901234567890',
      ),
    )
    const error = refuse(body, balanceResponse)
    expect(error.details).toBe('balances[0].quantity.numeric: expected a decimal string')
  })

  it.each([['1e-7'], ['-1'], ['0x10'], ['1,5'], [''], ['NaN'], ['Infinity'], ['٣']])(
    'refuses the amount %j',
    (numeric) => {
      refuse(
        balanceWith((b) => {
          b.quantity = { decimals: 18, numeric }
        }),
        balanceResponse,
      )
    },
  )

  it('accepts uint256 max as a decimal string', () => {
    const max = (2n ** 256n - 1n).toString()
    const parsed = parse(
      balanceWith((b) => {
        b.quantity = { decimals: 0, numeric: max }
      }),
      balanceResponse,
    )
    expect(parsed.balances[0]!.quantity.numeric).toBe(max)
  })

  it.each([[-1], [255], ['18'], [1.5], [78], [null]])('refuses decimals %j', (decimals) => {
    refuse(
      balanceWith((b) => {
        b.quantity = { decimals, numeric: '1' }
      }),
      balanceResponse,
    )
  })

  it.each([[0], [36], [77]])('accepts decimals %j', (decimals) => {
    expect(parse(decimals, tokenDecimals)).toBe(decimals)
  })

  it('accepts a USD value of 1e308 and -0', () => {
    const parsed = parse(
      JSON.parse(
        JSON.stringify(balanceWith(() => {}))
          .replace('"value":3012.45', '"value":1e308')
          .replace('"price":3012.45', '"price":-0'),
      ),
      balanceResponse,
    )
    expect(parsed.balances[0]!.value).toBe(1e308)
    expect(Object.is(parsed.balances[0]!.price, -0)).toBe(true)
  })

  it.each([[Number.POSITIVE_INFINITY], [Number.NaN], ['3012.45']])(
    'refuses the USD value %j',
    (value) => {
      refuse(
        balanceWith((b) => {
          b.value = value
        }),
        balanceResponse,
      )
    },
  )
})

describe('B07: wrong shapes', () => {
  it.each([
    ['null', null],
    ['an array', [balances]],
    ['a string', 'balances'],
    ['an empty object', {}],
    ['a missing field', balanceWith((b) => delete b.symbol)],
    ['a nested null', balanceWith((b) => (b.quantity = null))],
  ])('refuses %s', (_, body) => {
    refuse(body, balanceResponse)
  })

  it('drops extra fields at every level', () => {
    const body = {
      ...history,
      extra: 1,
      data: history.data.map((tx) => ({
        ...tx,
        secret: 'x',
        metadata: { ...tx.metadata, more: true },
      })),
    }
    const parsed = parse(body, historyResponse) as unknown as Record<string, unknown>
    expect(parsed).toEqual(history)
    expect('extra' in parsed).toBe(false)
    const tx = (parsed.data as Record<string, unknown>[])[0]!
    expect('secret' in tx).toBe(false)
    expect('more' in (tx.metadata as object)).toBe(false)
  })

  it('returns a copy, not the input', () => {
    const body = structuredClone(history)
    const parsed = parse(body, historyResponse)
    expect(parsed).not.toBe(body)
    expect(parsed.data[0]).not.toBe(body.data[0])
  })

  it('reads null as absent for optional fields and leaves them out', () => {
    const parser = object({ a: optional(string()), b: string() })
    const parsed = parse({ a: null, b: 'x' }, parser)
    expect(parsed).toEqual({ b: 'x' })
    expect('a' in parsed).toBe(false)
  })

  it('ignores inherited properties', () => {
    const body = Object.create({ b: 'inherited' }) as object
    refuse(body, object({ b: string() }))
  })

  it('names the failing path without the value', () => {
    const error = refuse(
      { a: [{ b: 'secret-value' }] },
      object({ a: array(object({ b: tokenDecimals }), 5) }),
    )
    expect(error.details).toBe('a[0].b: expected an integer from 0 to 77')
    expect(error.message).not.toContain('secret-value')
  })

  it('names paths through maps and arrays, and the body itself', () => {
    const map = record(/^[a-z]+$/, array(object({ n: tokenDecimals }), 5), 5)
    expect(refuse({ ok: [{ n: 1 }], bad: [{ n: 1 }, { n: 'x' }] }, map).details).toBe(
      '["bad"][1].n: expected an integer from 0 to 77',
    )
    expect(refuse([{ n: 1 }, 3], array(object({ n: tokenDecimals }), 5)).details).toBe(
      '[1]: expected an object',
    )
    expect(refuse('text', map).details).toBe('body: expected an object')
  })

  it('lets an error that is not a mismatch pass through unchanged', () => {
    const failure = new RangeError('from a custom parser')
    const throwing: Parser<never> = () => {
      throw failure
    }
    expect(() => parse({ a: [1] }, object({ a: array(throwing, 5) }))).toThrow(failure)
  })

  it('keeps a `__proto__` key of a map as data, never as a prototype', () => {
    const body = JSON.parse('{"__proto__":{"polluted":true},"1":{"polluted":false}}')
    const parser = record(/^.+$/, object({ polluted: optional(string()) }), 10)
    refuse(body, parser)
    const loose = record(/^.+$/, (v: unknown) => v, 10)
    const parsed = parse(body, loose)
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(parsed)).toContain('__proto__')
  })

  it('refuses map keys of the wrong form', () => {
    refuse({ '1': [] }, walletAssetsResponse)
    refuse({ '0x1': walletAssets['0x1'], 'eip155:1': [] }, walletAssetsResponse)
  })
})

describe('B08: array caps', () => {
  it('refuses a history page over 500 rows, accepts 500', () => {
    const row = history.data[0]!
    expect(parse({ data: Array(500).fill(row), next: null }, historyResponse).data).toHaveLength(
      500,
    )
    const error = refuse({ data: Array(501).fill(row), next: null }, historyResponse)
    expect(error.details).toBe('data: expected at most 500 entries')
  })
})

describe('formats', () => {
  it.each([['0'], ['12'], ['0.5'], ['100.00']])('decimalString accepts %j', (value) => {
    expect(parse(value, decimalString)).toBe(value)
  })

  it.each([['https://x.example/a?b=1'], ['http://127.0.0.1:8790/onramp']])(
    'httpUrl accepts %j',
    (value) => {
      expect(parse(value, httpUrl)).toBe(value)
    },
  )

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>'],
    ['//evil.example'],
    ['ftp://x.example'],
    ['https://'],
    [' https://x.example'],
  ])('httpUrl refuses %j', (value) => {
    refuse(value, httpUrl)
  })
})

describe('lazy schemas', () => {
  it('builds the parser on first use, once, and parses as it would', () => {
    let builds = 0
    const parser = lazy(() => {
      builds++
      return object({ name: string() })
    })
    expect(builds).toBe(0)
    expect(parse({ name: 'a', extra: 1 }, parser)).toEqual({ name: 'a' })
    expect(parse({ name: 'b' }, parser)).toEqual({ name: 'b' })
    expect(builds).toBe(1)
    expect(refuse({ name: 1 }, parser).details).toBe('name: expected a string')
  })

  it('nests inside other parsers with its path', () => {
    const inner = lazy(() => object({ id: string() }))
    expect(refuse({ items: [{ id: 'a' }, {}] }, object({ items: array(inner, 10) })).details).toBe(
      'items[1].id: expected a string',
    )
  })
})
