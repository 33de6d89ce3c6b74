import type { Page } from '@playwright/test'
import { expectToastClean, inWallet, modes, showWalletPanel } from './a11ySteps.js'
import { expectNoAxeViolations } from './axe.js'
import { expect, openAndChooseDevWallet, rejectInWallet, test } from './fixtures.js'
import { signOutDevAccounts } from './siwxSessions.js'

/**
 * axe's WCAG 2.1 A/AA rules on SIWXSignMessage, which shows only for an app with sign-in and an
 * account without a session, in each mode of a11y.spec.ts. Its project runs the specs that sign
 * the dev accounts in and out one at a time (playwright.config.ts).
 */

/** The analytics service refusing the origin raises the Invalid App Configuration alert. */
const forbiddenAnalytics = /^Failed to load resource: the server responded with a status of 403/

test.use({ expectedConsoleErrors: [forbiddenAnalytics] })
test.describe.configure({ timeout: 60_000 })

const modal = (page: Page) => page.getByTestId('kit-modal')

for (const mode of modes) {
  test(`axe finds no WCAG 2.1 A/AA violation in SIWXSignMessage (${mode.name})`, async ({
    page,
  }) => {
    const at = (view: string) => `${view} (${mode.name})`
    if (mode.viewport) await page.setViewportSize(mode.viewport)
    await page.goto(`/?${mode.query}&siwx=required`)
    await signOutDevAccounts(page)
    await openAndChooseDevWallet(page)
    await showWalletPanel(page, false)
    await expect(page.getByTestId('kit-siwx-sign-message')).toBeVisible()
    await expect(modal(page)).toHaveCSS('direction', mode.direction ?? 'ltr')
    await expectNoAxeViolations(page, at('SIWXSignMessage'))
    await page.getByTestId('kit-siwx-sign').click()
    await inWallet(page, () => rejectInWallet(page, 'personal_sign'))
    await expectToastClean(page, at('toast, signature declined'))
  })
}
