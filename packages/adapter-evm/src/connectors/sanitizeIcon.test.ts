import { describe, expect, test } from 'vitest'
import { sanitizeIcon } from './sanitizeIcon.js'

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

describe('sanitizeIcon (B10)', () => {
  test.each([
    ['a PNG data URI', png],
    [
      'an SVG data URI (rendered only through <img>)',
      'data:image/svg+xml,<svg onload="window.__pwned=1"><script>1</script></svg>',
    ],
    ['a base64 SVG', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['webp, gif and jpeg', 'data:image/webp;base64,AAAA'],
  ])('keeps %s', (_, icon) => {
    expect(sanitizeIcon(icon)).toBe(icon)
  })

  test.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JaVaScRiPt:', 'JaVaScRiPt:alert(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['an unlisted image type', 'data:image/x-icon;base64,AAAA'],
    ['an https URL', 'https://wallet.example/icon.png'],
    ['http:', 'http://wallet.example/icon.png'],
    ['a scheme-relative URL', '//evil.example/icon.png'],
    ['a bare https:', 'https:'],
    ['https with credentials', 'https://user:pass@wallet.example/icon.png'],
    ['a leading space', ' https://wallet.example/icon.png'],
    ['a data URI over 256 KB', `data:image/png;base64,${'A'.repeat(256 * 1024)}`],
    ['not a string', 42],
  ])('drops %s', (_, icon) => {
    expect(sanitizeIcon(icon)).toBeUndefined()
  })

  test('keeps a data URI of exactly 256 KB', () => {
    const prefix = 'data:image/png;base64,'
    const icon = `${prefix}${'A'.repeat(256 * 1024 - prefix.length)}`
    expect(sanitizeIcon(icon)).toBe(icon)
  })
})
