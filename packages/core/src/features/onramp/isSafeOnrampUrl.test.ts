import { describe, expect, it } from 'vitest'
import { isSafeOnrampUrl } from './isSafeOnrampUrl.js'

const apiUrl = 'http://127.0.0.1:8790'

describe('isSafeOnrampUrl', () => {
  it.each([
    'https://pay.example/buy?session=1',
    'HTTPS://pay.example/buy',
    'http://127.0.0.1:8790/onramp/provider?session=abc',
  ])('opens %j', (url) => {
    expect(isSafeOnrampUrl(url, { apiUrl })).toBe(true)
  })

  it.each([
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://pay.example/1',
    'wc:abc@2',
    '//evil.example/buy',
    '/onramp/provider',
    'http://evil.example/buy',
    'http://127.0.0.1:8791/onramp/provider',
    'http://localhost:8790/onramp/provider',
    'https://user:pass@pay.example/buy',
    ' https://pay.example/buy',
    'https://pay.example/buy\n',
    'https://pay.example/b uy',
    'https://pаy.example/buy',
    `https://pay.example/${'a'.repeat(5_000)}`,
  ])('refuses %j', (url) => {
    expect(isSafeOnrampUrl(url, { apiUrl })).toBe(false)
  })

  it('refuses http: when the API itself is not a readable URL', () => {
    expect(isSafeOnrampUrl('http://127.0.0.1:8790/x', { apiUrl: 'not a url' })).toBe(false)
  })
})
