import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmFonts } from './warmFonts.js'

/** The `font` the CSSOM reads back for a shorthand (jsdom normalises it, as browsers do). */
function asStyled(font: string) {
  const element = document.createElement('span')
  element.style.font = font
  return element.style.font
}

/** Records the probe's font and place each time a size is read, which is what lays it out. */
function recordLayouts() {
  const laidOut: { font: string; text: string | null; connected: boolean }[] = []
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    laidOut.push({ font: this.style.font, text: this.textContent, connected: this.isConnected })
    return 0
  })
  return laidOut
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('warmFonts', () => {
  it('lays out text in every font given, in order, in the page', () => {
    const laidOut = recordLayouts()
    warmFonts({ fonts: ['normal 600 16px Inter', 'normal 500 14px Inter'] })
    expect(laidOut).toEqual([
      { font: asStyled('normal 600 16px Inter'), text: 'Wallet', connected: true },
      { font: asStyled('normal 500 14px Inter'), text: 'Wallet', connected: true },
    ])
  })

  it('leaves nothing behind: the probe is hidden from sight and assistive technology, then removed', () => {
    const parent = document.createElement('div')
    document.body.append(parent)
    let probe: HTMLElement | undefined
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      probe = this
      return 0
    })
    warmFonts({ fonts: ['normal 400 12px Inter'], parent })
    expect(probe?.parentNode).toBeNull()
    expect(probe?.getAttribute('aria-hidden')).toBe('true')
    expect(probe?.style.visibility).toBe('hidden')
    expect(probe?.style.position).toBe('absolute')
    expect(parent.childNodes).toHaveLength(0)
  })

  it('does nothing without fonts or without a place to lay them out', () => {
    const laidOut = recordLayouts()
    warmFonts({ fonts: [] })
    warmFonts({ fonts: ['normal 400 12px Inter'], parent: null })
    expect(laidOut).toEqual([])
    expect(document.body.childNodes).toHaveLength(0)
  })
})
