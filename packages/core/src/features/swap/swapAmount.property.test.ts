import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { formatBaseUnits, readSwapAmount } from './swapAmount.js'

const decimals = fc.integer({ min: 0, max: 36 })

propertyTest(
  'any text reads as an amount or a typed problem, never throws',
  [fc.string(), decimals],
  (text, places) => {
    const read = readSwapAmount({ text, decimals: places })
    if (read.ok) {
      expect(read.value >= 0n).toBe(true)
      expect(read.normalized).toMatch(/^\d+(\.\d*[1-9])?$/)
    } else expect(['empty', 'format', 'precision']).toContain(read.problem)
  },
)

propertyTest(
  'base units written out read back as the same base units',
  [fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), decimals],
  (value, places) => {
    const text = formatBaseUnits({ value, decimals: places })
    expect(readSwapAmount({ text, decimals: places })).toEqual({
      ok: true,
      value,
      normalized: text,
    })
  },
)

propertyTest(
  'a text with anything but ASCII digits and one dot is refused',
  [fc.string({ minLength: 1 }).filter((text) => /[^\d.\s]/.test(text.trim())), decimals],
  (text, places) => {
    expect(readSwapAmount({ text, decimals: places })).toMatchObject({ ok: false })
  },
)
