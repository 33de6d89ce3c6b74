import type { Page } from '@playwright/test'
import axe from 'axe-core'
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
  const { violations, passes } = await runAxe(page, {
    context: { ...(include.length > 0 && { include }), exclude },
    options: { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] },
  })
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

type RunAxeParameters = { context: axe.ContextObject; options: axe.RunOptions }

/**
 * Runs axe-core in the page, loading it first if the page does not hold it yet. axe's Playwright
 * integration loads its 600 KB source again for every analysis and finishes each one in a new
 * blank page: about 1 s a call, where this takes 0.06-0.4 s. Its partial runs exist for
 * cross-origin frames, and the kit draws no frame.
 */
async function runAxe(page: Page, { context, options }: RunAxeParameters) {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axe.source)
  // Playwright's serialisable-type check of axe's own types runs too deep: the run takes and gives
  // plain data, typed again on each side.
  const results: unknown = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        context as axe.ContextObject,
        options as axe.RunOptions,
      ),
    [context, options] as unknown[],
  )
  return results as axe.AxeResults
}
