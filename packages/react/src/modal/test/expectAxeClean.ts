import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe's WCAG 2.1 A and AA rules over the modal in jsdom and expects no violation. Colour
 * contrast needs layout jsdom does not have: the browser walk (e2e) checks it.
 */
export async function expectAxeClean(root: Element = document.body) {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  })
  const found = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(found).toEqual([])
}
