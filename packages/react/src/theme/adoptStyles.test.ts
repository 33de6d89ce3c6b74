import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptStyles } from './adoptStyles.js'

/** A document with constructed style sheets, as browsers have and jsdom has not. */
function documentWithConstructedSheets(existing: string[] = []) {
  class FakeSheet {
    text = ''
    replaceSync(text: string) {
      this.text = text
    }
  }
  const page = Object.assign(new FakeSheet(), { text: existing.join('') })
  const doc = {
    defaultView: { CSSStyleSheet: FakeSheet },
    adoptedStyleSheets: existing.length > 0 ? [page] : [],
    createElement: () => {
      throw new Error('no <style> element where constructed sheets exist')
    },
  }
  const texts = () => (doc.adoptedStyleSheets as FakeSheet[]).map((sheet) => sheet.text)
  return { doc: doc as unknown as Document, texts }
}

describe('adoptStyles', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('item 10: appends one constructed sheet per id, in call order, after the sheets already there', () => {
    const { doc, texts } = documentWithConstructedSheets(['.app{}'])
    adoptStyles('a.css', '.a{}', doc)
    adoptStyles('b.css', '.b{}', doc)
    adoptStyles('a.css', '.a{}', doc)
    expect(texts()).toEqual(['.app{}', '.a{}', '.b{}'])
  })

  it('item 10: a second call with the same id replaces the text in place', () => {
    const { doc, texts } = documentWithConstructedSheets()
    adoptStyles('a.css', '.a{color:red}', doc)
    adoptStyles('b.css', '.b{}', doc)
    adoptStyles('a.css', '.a{color:blue}', doc)
    expect(texts()).toEqual(['.a{color:blue}', '.b{}'])
  })

  it('item 10: falls back to one <style> element per id without constructed sheets', () => {
    const doc = document.implementation.createHTMLDocument('')
    adoptStyles('x.css', '.x{color:red}', doc)
    adoptStyles('y.css', '.y{}', doc)
    adoptStyles('x.css', '.x{color:blue}', doc)
    const styles = [...doc.head.querySelectorAll('style')]
    expect(styles.map((style) => style.getAttribute('data-kit-styles'))).toEqual(['x.css', 'y.css'])
    expect(styles[0]?.textContent).toBe('.x{color:blue}')
  })

  it("item 10: the fallback <style> carries the nonce of the page's scripts, for a nonce-based CSP", () => {
    const doc = document.implementation.createHTMLDocument('')
    const script = doc.createElement('script')
    script.setAttribute('nonce', 'r4nd0m')
    doc.head.appendChild(script)
    adoptStyles('x.css', '.x{}', doc)
    expect(doc.head.querySelector<HTMLStyleElement>('style[data-kit-styles]')?.nonce).toBe('r4nd0m')
  })

  it('item 10: keeps each document apart', () => {
    const first = documentWithConstructedSheets()
    const second = documentWithConstructedSheets()
    adoptStyles('a.css', '.a{}', first.doc)
    adoptStyles('a.css', '.a{}', second.doc)
    expect(second.texts()).toEqual(['.a{}'])
  })

  it('item 10: does nothing without a document (SSR)', () => {
    vi.stubGlobal('document', undefined)
    expect(() => adoptStyles('a.css', '.a{}')).not.toThrow()
  })
})
