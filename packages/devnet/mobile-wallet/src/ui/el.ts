export type ElOptions = {
  className?: string | undefined
  testId?: string | undefined
  /** Set with `textContent`: strings from a dapp never become markup. */
  text?: string | undefined
  attributes?: Readonly<Record<string, string>> | undefined
}

/** A DOM element with classes, test id, text and attributes; styling lives in the stylesheet. */
export function el<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  { className, testId, text, attributes = {} }: ElOptions = {},
  children: readonly (Node | undefined)[] = [],
): HTMLElementTagNameMap[tag] {
  const element = document.createElement(tag)
  if (className) element.className = className
  if (testId) element.dataset.testid = testId
  if (text !== undefined) element.textContent = text
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  for (const child of children) if (child) element.append(child)
  return element
}

/** A `type="button"` button that calls `onClick`. */
export function button(
  label: string,
  { className = 'button', testId }: { className?: string; testId?: string },
  onClick: () => void,
): HTMLButtonElement {
  const element = el('button', { className, testId, text: label, attributes: { type: 'button' } })
  element.addEventListener('click', onClick)
  return element
}
