import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { formatBaseUnits } from './formatBaseUnits.js'
import { parseTokenAmount } from './parseTokenAmount.js'

const decimals = fc.integer({ min: 0, max: 36 })

propertyTest(
  'parseTokenAmount: any text gives a refusal or a plain decimal that reads back to its value',
  [fc.string(), decimals],
  (text, places) => {
    const parsed = parseTokenAmount({ text, decimals: places })
    if (!parsed.ok) return
    expect(parsed.text).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/)
    expect(parseTokenAmount({ text: parsed.text, decimals: places })).toEqual(parsed)
    expect(formatBaseUnits({ value: parsed.value, decimals: places })).toBe(parsed.text)
  },
)

propertyTest(
  'parseTokenAmount: only ASCII digits and one point are ever accepted',
  [fc.string({ unit: 'grapheme' }), decimals],
  (text, places) => {
    const parsed = parseTokenAmount({ text, decimals: places })
    if (parsed.ok) expect(text.trim()).toMatch(/^\d*\.?\d*$/)
  },
)

propertyTest(
  'formatBaseUnits and parseTokenAmount round-trip any uint256',
  [fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), decimals],
  (value, places) => {
    const text = formatBaseUnits({ value, decimals: places })
    expect(parseTokenAmount({ text, decimals: places })).toMatchObject({ ok: true, value })
  },
)

propertyTest(
  'parseTokenAmount refuses more fraction digits than the token has',
  [fc.stringMatching(/^\d{1,10}$/), fc.stringMatching(/^\d{0,40}[1-9]$/), decimals],
  (whole, fraction, places) => {
    const parsed = parseTokenAmount({ text: `${whole}.${fraction}`, decimals: places })
    expect(parsed.ok).toBe(fraction.length <= places)
  },
)
