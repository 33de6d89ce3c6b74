import { expect, test } from 'vitest'
import { isDisplayableIconUrl } from './isDisplayableIconUrl.js'

const origin = 'http://127.0.0.1:8792'

test('shows data: images and icons on this page or on 127.0.0.1', () => {
  expect(isDisplayableIconUrl('data:image/png;base64,iVBOR', origin)).toBe(true)
  expect(isDisplayableIconUrl('data:image/svg+xml,%3Csvg%3E', origin)).toBe(true)
  expect(isDisplayableIconUrl('http://127.0.0.1:5173/favicon.svg', origin)).toBe(true)
  expect(isDisplayableIconUrl(`${origin}/wallet-icon.svg`, origin)).toBe(true)
})

test('loads nothing from other hosts or other schemes', () => {
  for (const url of [
    'https://example.org/icon.png',
    'http://localhost:5173/icon.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//127.0.0.1/icon.png',
    'icon.png',
    42,
    undefined,
  ]) {
    expect({ url, shown: isDisplayableIconUrl(url, origin) }).toEqual({ url, shown: false })
  }
})
