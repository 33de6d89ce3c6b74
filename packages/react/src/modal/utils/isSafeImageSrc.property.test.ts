import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { isSafeImageSrc } from './isSafeImageSrc.js'

const trusted = ['http://127.0.0.1:8545', 'https://api.example']

const urlish = fc.oneof(
  fc.string(),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom('https', 'http', 'HTTPS', 'javascript', 'data', 'blob', 'ftp'),
      fc.string(),
      fc.string(),
      fc.domain(),
      fc.string(),
    )
    .map(
      ([scheme, user, password, host, path]) => `${scheme}://${user}:${password}@${host}/${path}`,
    ),
  fc.string().map((tail) => `https://${tail}`),
)

propertyTest(
  'isSafeImageSrc: an accepted address is a small data image or a URL with an allowed scheme and no credentials',
  [urlish, fc.boolean()],
  (src, withTrusted) => {
    if (!isSafeImageSrc(src, withTrusted ? trusted : [])) return
    if (/^data:/i.test(src)) {
      expect(src).toMatch(/^data:image\//i)
      expect(src.length).toBeLessThanOrEqual(256 * 1024)
      return
    }
    const url = new URL(src)
    expect(url.username).toBe('')
    expect(url.password).toBe('')
    expect(['https:', 'http:']).toContain(url.protocol)
    if (url.protocol === 'http:')
      expect(trusted.map((t) => new URL(t).origin)).toContain(url.origin)
  },
)

propertyTest(
  'isSafeImageSrc: adding credentials to any accepted https URL makes it refused',
  [fc.webUrl(), fc.stringMatching(/^[a-z0-9]{1,8}$/), fc.string({ maxLength: 8 })],
  (base, user, password) => {
    const url = new URL(base)
    url.protocol = 'https:'
    url.username = user
    url.password = password
    expect(isSafeImageSrc(url.href)).toBe(false)
  },
)
