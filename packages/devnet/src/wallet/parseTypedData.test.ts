import { describe, expect, test } from 'vitest'
import { InvalidProviderParamsError } from '../errors/provider.js'
import { parseTypedData } from './parseTypedData.js'

const typedData = {
  domain: { name: 'Kit', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
}

describe('item 10: parseTypedData, shared by the dev wallet and the mobile wallet page', () => {
  test('reads typed data given as an object or as JSON text', () => {
    expect(parseTypedData(typedData)).toBe(typedData)
    expect(parseTypedData(JSON.stringify(typedData))).toEqual(typedData)
    const { domain: _, ...withoutDomain } = typedData
    expect(parseTypedData(withoutDomain)).toBe(withoutDomain)
  })

  test.each([
    ['{not json', 'Typed data is not valid JSON.'],
    [undefined, 'Expected typed data as the second parameter.'],
    [null, 'Expected typed data as the second parameter.'],
    [42, 'Expected typed data as the second parameter.'],
    [[typedData], 'Expected typed data as the second parameter.'],
    ['[]', 'Expected typed data as the second parameter.'],
    [{ ...typedData, types: null }, 'Typed data needs "types" and "primaryType".'],
    [{ ...typedData, primaryType: 1 }, 'Typed data needs "types" and "primaryType".'],
    [{ ...typedData, message: 'hello' }, 'Typed data needs a "message" object.'],
    [{ ...typedData, domain: null }, 'Typed data "domain" must be an object.'],
    [{ ...typedData, domain: 'Kit' }, 'Typed data "domain" must be an object.'],
  ])('refuses %j: %s', (raw, message) => {
    const read = () => parseTypedData(raw)
    expect(read).toThrow(InvalidProviderParamsError)
    expect(read).toThrow(message)
  })
})
