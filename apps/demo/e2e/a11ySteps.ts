import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.js'
import { expect } from './fixtures.js'

/**
 * How the a11y specs draw the modal: light, dark right to left (in Arabic), and the mobile bottom
 * sheet. Each theme, each direction and both layouts are walked once.
 */
export type Mode = {
  name: string
  query: string
  viewport?: { width: number; height: number }
  direction?: 'rtl'
}

export const modes: Mode[] = [
  { name: 'light', query: 'theme=light' },
  { name: 'dark, right-to-left (ar)', query: 'theme=dark&locale=ar', direction: 'rtl' },
  { name: 'mobile sheet', query: 'theme=light', viewport: { width: 390, height: 844 } },
]

/**
 * The dev wallet's panel floats at the bottom left, over the mobile bottom sheet: it is hidden
 * (through the CSSOM, which the page's CSP allows) except while the test uses it.
 */
export async function showWalletPanel(page: Page, shown: boolean) {
  await page.getByTestId('devwallet-panel').evaluate((panel, visible) => {
    panel.style.visibility = visible ? '' : 'hidden'
  }, shown)
}

export async function inWallet(page: Page, task: () => Promise<void>) {
  await showWalletPanel(page, true)
  await task()
  await showWalletPanel(page, false)
}

/** A toast lives 2.5 s: it is analysed alone, as soon as it shows. */
export async function expectToastClean(page: Page, label: string) {
  await expect(page.getByTestId('kit-toast')).toBeVisible()
  await expectNoAxeViolations(page, label, { include: ['[data-testid="kit-toast"]'] })
}
