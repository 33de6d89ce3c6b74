import { describe, expect, it, vi } from 'vitest'
import { isSafeImageSrc } from './isSafeImageSrc.js'

describe('isSafeImageSrc', () => {
  it.each([
    'https://example.com/icon.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    'DATA:IMAGE/WEBP;base64,UklGR',
  ])('accepts %s', (src) => {
    expect(isSafeImageSrc(src)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg',
    'http://example.com/icon.png',
    '//evil.example/icon.png',
    '/icon.png',
    'blob:https://example.com/uuid',
    'vbscript:msgbox',
    '',
  ])('refuses %j', (src) => {
    expect(isSafeImageSrc(src)).toBe(false)
  })

  it('refuses a data URI over 256 KB', () => {
    const prefix = 'data:image/png;base64,'
    expect(isSafeImageSrc(prefix + 'A'.repeat(256 * 1024 - prefix.length))).toBe(true)
    expect(isSafeImageSrc(prefix + 'A'.repeat(256 * 1024))).toBe(false)
  })

  it('refuses what is not a string', () => {
    expect(isSafeImageSrc(undefined)).toBe(false)
    expect(isSafeImageSrc(null)).toBe(false)
  })

  it('accepts plain http only from a trusted service origin', () => {
    const trusted = ['http://127.0.0.1:8545', 'https://api.example']
    expect(isSafeImageSrc('http://127.0.0.1:8545/getWalletImage/abc', trusted)).toBe(true)
    expect(isSafeImageSrc('http://127.0.0.1:8546/getWalletImage/abc', trusted)).toBe(false)
    expect(isSafeImageSrc('http://localhost:8545/x.png', trusted)).toBe(false)
    expect(isSafeImageSrc('http://user:pw@127.0.0.1:8545/x.png', trusted)).toBe(false)
    expect(isSafeImageSrc('http://127.0.0.1:8545.evil.example/x.png', trusted)).toBe(false)
    expect(isSafeImageSrc('http://127.0.0.1:8545/x.png', ['not a url', 'javascript:x'])).toBe(false)
    expect(isSafeImageSrc('javascript:alert(1)', ['javascript:alert(1)'])).toBe(false)
  })

  it.each([
    'https://user:pw@example.com/icon.png',
    'https://user@example.com/icon.png',
    'https://:pw@example.com/icon.png',
    'https://user%40mail:x@example.com/icon.png',
    'HTTPS://USER:PW@EXAMPLE.COM/icon.png',
  ])('S-image-credentials: refuses an image URL that carries credentials (%s)', (src) => {
    expect(isSafeImageSrc(src)).toBe(false)
    expect(isSafeImageSrc(src, ['https://example.com'])).toBe(false)
  })

  it('remembers a verdict per list of trusted origins, never across lists', () => {
    const src = 'http://127.0.0.1:4100/image/wallet.png'
    const trusted = ['http://127.0.0.1:4100']
    const other = ['http://127.0.0.1:4200']
    const construct = vi.fn()
    const RealURL = URL
    vi.stubGlobal(
      'URL',
      class extends RealURL {
        constructor(...args: ConstructorParameters<typeof URL>) {
          super(...args)
          construct()
        }
      },
    )
    try {
      expect(isSafeImageSrc(src, trusted)).toBe(true)
      const judged = construct.mock.calls.length
      expect(judged).toBeGreaterThan(0)
      expect(isSafeImageSrc(src, trusted)).toBe(true)
      expect(construct.mock.calls.length).toBe(judged)
      expect(isSafeImageSrc(src, other)).toBe(false)
      expect(isSafeImageSrc(src)).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
