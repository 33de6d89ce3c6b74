/**
 * The distinct fonts (as `font` shorthands: style, weight, size, family) that the text inside
 * `root` is drawn in. Reads computed styles, so it works on a subtree that is rendered but not
 * painted, such as the modal pre-rendered while closed.
 * @example collectFonts(container) // ['normal 600 16px system-ui, sans-serif', …]
 */
export function collectFonts(root: Element): string[] {
  const view = root.ownerDocument.defaultView
  if (!view) return []
  const fonts = new Set<string>()
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (!drawsText(element)) continue
    const style = view.getComputedStyle(element)
    if (!style.fontSize || !style.fontFamily) continue
    fonts.add(
      `${style.fontStyle || 'normal'} ${style.fontWeight || '400'} ${style.fontSize} ${style.fontFamily}`,
    )
  }
  return [...fonts]
}

/** The element has text of its own, or draws its value or placeholder (a text field). */
function drawsText(element: Element): boolean {
  if (element.tagName === 'INPUT') return true
  for (const node of element.childNodes)
    if (node.nodeType === 3 && node.textContent?.trim()) return true
  return false
}
