/** The style sheets attached to each document, by id: one per id, whose text a later call replaces. */
const attached = new WeakMap<Document, Map<string, CSSStyleSheet | HTMLStyleElement>>()

/**
 * Attaches a style sheet's text to the document once per id, when the code that needs it loads:
 * as a constructed sheet appended to `document.adoptedStyleSheets` (not subject to a CSP's
 * `style-src`), or as a `<style>` element (with the nonce of the page's scripts) where constructed
 * sheets are missing. A second call with the same id replaces the text (hot reload) instead of
 * adding a sheet. Sheets keep the order of their first calls, after the document's own style
 * sheets. Without a document (SSR, Node) it does nothing.
 * @param id A stable name of the sheet, such as its path in the package.
 * @param cssText The sheet's text.
 * @param doc The document to style; the global one by default.
 * @example adoptStyles('modal/Modal.css', modalCss)
 */
export function adoptStyles(
  id: string,
  cssText: string,
  doc: Document | undefined = globalThis.document,
): void {
  if (!doc) return
  const sheets = attached.get(doc) ?? new Map()
  attached.set(doc, sheets)
  const existing = sheets.get(id)
  if (existing) {
    if ('replaceSync' in existing) existing.replaceSync(cssText)
    else existing.textContent = cssText
    return
  }
  sheets.set(id, constructSheet(doc, id, cssText))
}

function constructSheet(doc: Document, id: string, cssText: string) {
  const Sheet = doc.defaultView?.CSSStyleSheet
  if (Sheet && 'adoptedStyleSheets' in doc && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet()
    sheet.replaceSync(cssText)
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
    return sheet
  }
  const style = doc.createElement('style')
  style.setAttribute('data-kit-styles', id)
  // Under a nonce-based CSP, a <style> element needs the page's nonce: borrow it from the
  // page's own scripts or styles (a browser hides the attribute but keeps the property).
  const nonce = doc.querySelector<HTMLElement>('script[nonce], style[nonce]')?.nonce
  if (nonce) style.nonce = nonce
  style.textContent = cssText
  doc.head.appendChild(style)
  return style
}
