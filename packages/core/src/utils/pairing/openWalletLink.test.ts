import { describe, expect, it, vi } from 'vitest'
import { UnsafeWalletLinkError } from '../../errors/walletConnect.js'
import { openWalletLink, walletLinkFeatures } from './openWalletLink.js'
import { formatUniversalUrl } from './walletLinks.js'

const wcUri = `wc:${'e'.repeat(64)}@2?symKey=${'f'.repeat(64)}&relay-protocol=irn`

function fakeWindow() {
  return { open: vi.fn<Window['open']>(() => null) }
}

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('openWalletLink (S21)', () => {
  it('opens a universal link in a new tab without opener or referrer', () => {
    const win = fakeWindow()
    const href = formatUniversalUrl('https://wallet.example', wcUri)
    openWalletLink(href, '_blank', win)
    expect(win.open).toHaveBeenCalledTimes(1)
    expect(win.open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer')
    expect(walletLinkFeatures).toBe('noopener,noreferrer')
  })

  it('opens a native link in place, still without a referrer', () => {
    const win = fakeWindow()
    openWalletLink('metamask://wc?uri=x', '_self', win)
    expect(win.open).toHaveBeenCalledWith('metamask://wc?uri=x', '_self', 'noopener,noreferrer')
  })

  it('opens a new tab for any other target', () => {
    const win = fakeWindow()
    openWalletLink('metamask://wc', 'evilFrame' as '_blank', win)
    expect(win.open).toHaveBeenCalledWith('metamask://wc', '_blank', 'noopener,noreferrer')
  })

  it.each([
    ['javascript', 'javascript://%0aalert(1)', 'javascript'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(1)', 'javascript'],
    ['http', `http://wallet.example/wc?uri=${encodeURIComponent(wcUri)}`, 'http'],
    ['data', 'data:text/html,x', 'data'],
    ['no scheme', '//wallet.example/wc', 'none'],
  ])('refuses %s without opening anything', (_, href, scheme) => {
    const win = fakeWindow()
    const error = thrown(() => openWalletLink(href, '_blank', win))
    expect(error).toBeInstanceOf(UnsafeWalletLinkError)
    expect((error as UnsafeWalletLinkError).name).toBe('UnsafeWalletLink')
    expect((error as UnsafeWalletLinkError).message).toBe(
      `Unsafe wallet link\nDetails: Scheme: ${scheme}`,
    )
    expect(win.open).not.toHaveBeenCalled()
  })

  it('keeps the query and the pairing URI out of the error', () => {
    const href = `http://wallet.example/wc?uri=${encodeURIComponent(wcUri)}`
    const error = thrown(() => openWalletLink(href, '_blank', fakeWindow())) as Error
    const rendered = `${error.message}\n${error.stack}\n${JSON.stringify(error)}`
    expect(rendered).not.toContain('uri=')
    expect(rendered).not.toContain('wallet.example')
    expect(rendered).not.toContain('e'.repeat(64))
    expect(rendered).not.toContain('f'.repeat(64))
  })

  it('uses the global window by default', () => {
    const win = fakeWindow()
    vi.stubGlobal('window', win)
    try {
      openWalletLink('https://wallet.example/wc', '_blank')
      expect(win.open).toHaveBeenCalledWith(
        'https://wallet.example/wc',
        '_blank',
        'noopener,noreferrer',
      )
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('does nothing without a window (server rendering)', () => {
    expect(globalThis.window).toBeUndefined()
    expect(() => openWalletLink('https://wallet.example/wc', '_blank')).not.toThrow()
  })

  it('still refuses an unsafe link without a window', () => {
    expect(() => openWalletLink('javascript:alert(1)', '_blank')).toThrow(UnsafeWalletLinkError)
  })
})
