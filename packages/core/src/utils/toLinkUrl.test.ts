import { describe, expect, it } from 'vitest'
import { toLinkUrl } from './toLinkUrl.js'

describe('toLinkUrl', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(toLinkUrl('https://app.example/terms')).toBe('https://app.example/terms')
    expect(toLinkUrl('http://localhost:3000/privacy')).toBe('http://localhost:3000/privacy')
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/terms',
    '//evil.example/terms',
    'https://user:pw@app.example/terms',
    '',
    undefined,
    42,
  ])('refuses %j', (url) => {
    expect(toLinkUrl(url)).toBeUndefined()
  })
})
