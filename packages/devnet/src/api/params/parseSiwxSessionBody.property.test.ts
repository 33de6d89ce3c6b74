import { fc, propertyTest } from '@kit/fuzz'
import { expect, test } from 'vitest'
import { ApiRequestError } from '../../errors/api.js'
import { parseOrigin, parseSiwxSessionBody } from './parseSiwxSessionBody.js'

const valid = { data: { chainId: 'eip155:1' }, message: 'text', signature: '0x' }

test('reads a valid body and origin; refuses the wrong shapes with 400', () => {
  expect(parseSiwxSessionBody(valid)).toEqual({
    chainId: 'eip155:1',
    message: 'text',
    signature: '0x',
  })
  for (const body of [
    null,
    [],
    { ...valid, data: [] },
    { ...valid, data: { chainId: 'eip155' } },
    { ...valid, message: 1 },
  ])
    expect(() => parseSiwxSessionBody(body)).toThrow(ApiRequestError)
  expect(parseOrigin('https://app.example:8443')).toBe('https://app.example:8443')
  for (const header of [
    undefined,
    '',
    'null',
    'https://app.example/',
    'https://app.example/x',
    ['https://a.b'],
  ])
    expect(() => parseOrigin(header)).toThrow(ApiRequestError)
})

propertyTest(
  'any JSON body or header: a parsed value or a 400 ApiRequestError, nothing else',
  [
    fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({
        data: fc.record({ chainId: fc.string() }),
        message: fc.jsonValue(),
        signature: fc.jsonValue(),
      }),
    ),
    fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webUrl().map((url) => new URL(url).origin),
    ),
  ],
  (body, header) => {
    for (const parse of [() => parseSiwxSessionBody(body), () => parseOrigin(header)]) {
      try {
        parse()
      } catch (error) {
        expect(error).toBeInstanceOf(ApiRequestError)
        expect((error as ApiRequestError).status).toBe(400)
      }
    }
    // A web origin is always accepted as itself.
    const origin = new URL('https://app.example').origin
    expect(parseOrigin(origin)).toBe(origin)
  },
)
