export type ElementOptions = {
  testId?: string
  /** Set with `textContent`: untrusted strings never become markup. */
  text?: string
  styles?: Readonly<Record<string, string>>
  attributes?: Readonly<Record<string, string>>
}

/**
 * A DOM element styled through the CSSOM (`style.setProperty`), which a strict CSP without
 * `'unsafe-inline'` still allows, unlike `<style>` tags or `style` attribute strings.
 */
export function createElement<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  { testId, text, styles = {}, attributes = {} }: ElementOptions = {},
  children: readonly Node[] = [],
): HTMLElementTagNameMap[tag] {
  const element = document.createElement(tag)
  if (testId) element.dataset.testid = testId
  if (text !== undefined) element.textContent = text
  applyStyles(element, styles)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/** Sets each CSS property through the CSSOM. */
export function applyStyles(element: HTMLElement, styles: Readonly<Record<string, string>>): void {
  for (const [property, value] of Object.entries(styles)) element.style.setProperty(property, value)
}
