import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, settleAnimations } from './fixtures.js'

/** The WCAG 2.1 A and AA rules, colour contrast included. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The modal's own element: backdrop, card, alert, toast and the current view. */
export const modalRoot = '[data-kit-modal-root]'

export type AxeScope = {
  /** CSS selectors to analyse; the whole page when empty. */
  include?: string[]
  /** CSS selectors left out (the demo's own panels, the dev wallet's). */
  exclude?: string[]
}

/**
 * Runs axe with the WCAG 2.1 A/AA rules on `scope` (the modal by default) and fails with each
 * violation's rule, the selectors of the elements concerned and axe's summary of what to fix.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  { include = [modalRoot], exclude = [] }: AxeScope = {},
) {
  await settleAnimations(page)
  // Passes and incomplete results come back as one node per rule: only violations are read.
  // (options() replaces every option, so it comes before withTags.)
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(wcagTags)
  for (const selector of include) builder = builder.include(selector)
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations, passes } = await builder.analyze()
  const report = violations.flatMap((violation) => [
    `${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map(
      (node) =>
        `  ${node.target.join(' >> ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
    ),
  ])
  expect.soft(violations.length, `axe violations in ${label}:\n${report.join('\n')}`).toBe(0)
  // A scope that matched nothing would pass without checking anything.
  expect(passes.length, `axe checked nothing in ${label}`).toBeGreaterThan(0)
}
