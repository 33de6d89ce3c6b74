import { fc, hostileName, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { isInvisibleName } from './isInvisibleName.js'
import { sanitizeWalletName } from './sanitizeWalletName.js'

propertyTest(
  'B09: a sanitized wallet name is visible, capped, and sanitizing it again changes nothing',
  [fc.oneof(hostileName(), fc.string({ unit: 'binary', maxLength: 100 }), fc.anything())],
  (value) => {
    const name = sanitizeWalletName(value)
    if (name === undefined) return
    expect(isInvisibleName(name)).toBe(false)
    expect(Array.from(name).length).toBeLessThanOrEqual(64)
    expect(name).not.toMatch(/[\p{Cc}\p{Cf}]|\s\s|^\s|\s$/u)
    expect(sanitizeWalletName(name)).toBe(name)
  },
)
