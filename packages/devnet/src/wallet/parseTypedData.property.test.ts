import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { InvalidProviderParamsError } from '../errors/provider.js'
import { parseTypedData } from './parseTypedData.js'

const record = fc.dictionary(fc.string(), fc.jsonValue())

propertyTest(
  'item 10: parseTypedData gives InvalidProviderParamsError or an object with types, primaryType and message',
  [fc.oneof(fc.jsonValue(), fc.json(), fc.string(), record)],
  (raw) => {
    try {
      const value = parseTypedData(raw)
      expect(typeof value.primaryType).toBe('string')
      expect(typeof value.types).toBe('object')
      expect(typeof value.message).toBe('object')
      expect(Array.isArray(value)).toBe(false)
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidProviderParamsError)
    }
  },
)

propertyTest(
  'item 10: parseTypedData reads JSON text as it reads the parsed object',
  [
    fc.record({
      types: fc.dictionary(fc.string(), fc.constant([])),
      primaryType: fc.string(),
      message: record,
      domain: fc.option(record, { nil: undefined }),
    }),
  ],
  (typedData) => {
    const text = JSON.stringify(typedData)
    expect(parseTypedData(text)).toEqual(parseTypedData(JSON.parse(text)))
  },
)
