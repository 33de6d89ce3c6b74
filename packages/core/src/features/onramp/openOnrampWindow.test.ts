import { describe, expect, it, vi } from 'vitest'
import { OnrampWindowBlockedError, UnsafeOnrampUrlError } from './errors.js'
import { onrampWindowFeatures, openOnrampWindow } from './openOnrampWindow.js'
import { showOnrampPage } from './showOnrampPage.js'

const apiUrl = 'http://127.0.0.1:8790'

function fakeWindow() {
  const popup = {
    opener: { parent: 'app' } as unknown,
    close: vi.fn(),
    location: { replace: vi.fn() },
  }
  return { popup, win: { open: vi.fn(() => popup as unknown as Window) } }
}

describe('openOnrampWindow', () => {
  it('opens a blank popup and cuts its opener before anything loads in it', () => {
    const { popup, win } = fakeWindow()
    expect(openOnrampWindow({ win })).toBe(popup)
    expect(win.open).toHaveBeenCalledWith('about:blank', '_blank', onrampWindowFeatures)
    expect(popup.opener).toBeNull()
  })

  it('throws a typed error when the browser blocks it', () => {
    expect(() => openOnrampWindow({ win: { open: () => null } })).toThrow(OnrampWindowBlockedError)
    expect(() =>
      openOnrampWindow({
        win: {
          open: () => {
            throw new Error('blocked')
          },
        },
      }),
    ).toThrow(OnrampWindowBlockedError)
  })
})

describe('showOnrampPage', () => {
  it('replaces the blank page with a safe provider page', () => {
    const { popup } = fakeWindow()
    showOnrampPage({ popup: popup as unknown as Window, url: `${apiUrl}/onramp/provider`, apiUrl })
    expect(popup.location.replace).toHaveBeenCalledWith(`${apiUrl}/onramp/provider`)
  })

  it('closes the window instead of showing a javascript: address', () => {
    const { popup } = fakeWindow()
    expect(() =>
      showOnrampPage({ popup: popup as unknown as Window, url: 'javascript:alert(1)', apiUrl }),
    ).toThrow(UnsafeOnrampUrlError)
    expect(popup.location.replace).not.toHaveBeenCalled()
    expect(popup.close).toHaveBeenCalled()
  })
})
