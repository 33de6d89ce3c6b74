import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { toLinkUrl } from './toLinkUrl.js'

propertyTest(
  'toLinkUrl: undefined, or an absolute http(s) URL without credentials',
  [fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }))],
  (input) => {
    const url = toLinkUrl(input)
    if (url === undefined) return
    const parsed = new URL(url)
    expect(['http:', 'https:']).toContain(parsed.protocol)
    expect(parsed.username + parsed.password).toBe('')
  },
)

propertyTest(
  'toLinkUrl: refuses every other scheme',
  [fc.constantFrom('javascript:', 'data:', 'file:', 'blob:', 'vbscript:'), fc.string()],
  (scheme, rest) => {
    expect(toLinkUrl(`${scheme}${rest}`)).toBeUndefined()
  },
)
