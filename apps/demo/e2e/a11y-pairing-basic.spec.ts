import { expectNoAxeViolations } from './axe.js'
import { expect, test } from './fixtures.js'
import { looks } from './looks.js'

/**
 * ConnectingWalletConnectBasic, the start view of an app without adapters, opened by name as such
 * an app's first open shows it: the QR code at once and the way to the catalogue, clean under
 * axe's WCAG 2.1 A/AA rules (colour contrast included) in light and in dark right to left.
 */
for (const mode of looks) {
  test(`axe finds no WCAG 2.1 A/AA violation in ConnectingWalletConnectBasic (${mode.name})`, async ({
    page,
  }) => {
    await page.goto(`/?${mode.query}`)
    await page
      .getByRole('button', { name: "open({ view: 'ConnectingWalletConnectBasic' })" })
      .click()
    const modal = page.getByTestId('kit-modal')
    await expect(modal.getByTestId('kit-qr-code')).toBeVisible({ timeout: 15_000 })
    await expectNoAxeViolations(page, `ConnectingWalletConnectBasic (${mode.name})`)
    if (mode.name === 'dark-rtl')
      await modal.screenshot({
        path: '../../test-results/screenshots/connecting-wc-basic-dark-rtl.png',
      })
  })
}
