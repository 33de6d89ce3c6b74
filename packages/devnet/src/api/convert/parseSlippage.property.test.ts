import { fc, propertyTest } from '@kit/fuzz'
import { expect, test } from 'vitest'
import { ApiRequestError } from '../../errors/api.js'
import { parseSlippage } from './parseSlippage.js'

const parse = (slippage: unknown) => parseSlippage({ eip155: { slippage } })

test('reads numbers and decimal text in percent, 1 when absent', () => {
  expect(parseSlippage({})).toBe(1)
  expect(parseSlippage({ eip155: {} })).toBe(1)
  expect(parse(0)).toBe(0)
  expect(parse(0.5)).toBe(0.5)
  expect(parse('0.5')).toBe(0.5)
  expect(parse('50')).toBe(50)
  for (const bad of [
    51,
    -1,
    Number.NaN,
    Infinity,
    '1e1',
    '0x10',
    ' 1',
    '',
    '-0',
    '50.5',
    null,
    true,
    [1],
  ]) {
    expect(() => parse(bad)).toThrow(ApiRequestError)
  }
})

propertyTest(
  'any number from 0 to 50, as a number or as its decimal text, reads as itself',
  [fc.double({ min: 0, max: 50, noNaN: true })],
  (slippage) => {
    expect(parse(slippage)).toBe(slippage)
    const text = slippage.toFixed(6)
    expect(parse(text)).toBe(Number(text))
  },
)

propertyTest(
  'anything else is refused as eip155.slippage, never read as another number',
  [fc.oneof(fc.anything(), fc.string(), fc.double())],
  (slippage) => {
    let result: number | undefined
    try {
      result = parse(slippage)
    } catch (error) {
      expect(error).toBeInstanceOf(ApiRequestError)
      expect((error as ApiRequestError).reasons[0]?.field).toBe('eip155.slippage')
      return
    }
    // Accepted: undefined (the default), a number within 0 to 50 or its plain decimal text.
    if (slippage === undefined) expect(result).toBe(1)
    else if (typeof slippage === 'number') expect(result).toBe(slippage)
    else expect(String(result)).toBe(String(Number(slippage)))
    expect(result >= 0 && result <= 50).toBe(true)
  },
)
