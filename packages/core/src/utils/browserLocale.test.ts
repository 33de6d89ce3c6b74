// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserLocale } from './browserLocale.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('browserLocale', () => {
  it("is the default locale of the browser's Intl", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      locale: 'ar-EG',
    })
    expect(browserLocale()).toBe('ar-EG')
  })

  it('is English without a document (SSR)', () => {
    vi.stubGlobal('document', undefined)
    expect(browserLocale()).toBe('en')
  })

  it('is English when Intl cannot say', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new RangeError('no locale data')
    })
    expect(browserLocale()).toBe('en')
  })

  it('does not read navigator', () => {
    const read = vi.fn(() => 'fr-FR')
    vi.stubGlobal('navigator', {
      get language() {
        return read()
      },
    })
    browserLocale()
    expect(read).not.toHaveBeenCalled()
  })
})
