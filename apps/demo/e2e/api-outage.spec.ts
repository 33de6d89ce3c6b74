import type { Page } from '@playwright/test'
import { expect, switchNetworkFromAccount, test } from './fixtures.js'

const demoPort = '5199'

// Chromium logs each refused connection itself; the kit must add no errors of its own.
test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/] })

/** Refuses every connection to the local API and catalogue server, as if it were stopped. */
async function stopApi(page: Page) {
  await page.route(
    (url) =>
      url.port !== demoPort &&
      (url.pathname.startsWith('/v1') || url.pathname.startsWith('/getWallet')),
    (route) => route.abort('connectionrefused'),
  )
}

test('with the API server down the modal still connects, says what failed, and recovers', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await stopApi(page)
  await page.goto('/')
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  await page.getByTestId('kit-all-wallets').click()
  await expect(page.getByTestId('kit-wallets-retry')).toBeVisible({ timeout: 20_000 })
  await page.getByTestId('kit-back').click()
  await page
    .getByTestId('kit-wallet-list')
    .getByRole('button', { name: /Kit Dev Wallet/ })
    .click()
  await page
    .locator('[data-testid="devwallet-request"]')
    .first()
    .getByTestId('devwallet-approve')
    .click()
  await expect(page.locator('appkit-button').getByTestId('kit-account-button')).toBeVisible()
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await expect(page.getByTestId('kit-account-tab-panel')).toContainText(
    'Token Balance Unavailable',
    {
      timeout: 20_000,
    },
  )
  await page.getByTestId('kit-account-tab-activity').click()
  await expect(page.getByTestId('kit-account-tab-panel')).toContainText(
    'Failed to fetch transactions',
    { timeout: 20_000 },
  )

  // Waits for the refusals in flight: not waiting, a request could reach the page's guard route
  // (fixtures.ts) already handled, and its continue() threw.
  await page.unrouteAll({ behavior: 'wait' })
  // Activity reloads when its tab is shown again.
  await page.getByTestId('kit-account-tab-tokens').click()
  await page.getByTestId('kit-account-tab-activity').click()
  await expect(page.getByTestId('kit-activity-row').first()).toBeVisible()
  // The portfolio of a failed address is not refetched for 30 s (SPEC §9); another network's is.
  await switchNetworkFromAccount(page, 'eip155:10', 'OP Mainnet')
  await page.getByTestId('kit-account-tab-tokens').click()
  await expect(page.getByTestId('kit-token-row').first()).toBeVisible()
  // The catalogue answers again.
  await page.getByTestId('kit-close').click()
  await page.getByTestId('devwallet-disconnect').click()
  await expect(page.locator('appkit-button').getByTestId('kit-connect-button')).toBeVisible()
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  await page.getByTestId('kit-all-wallets').click()
  await expect(page.getByTestId('kit-wallet-tile').first()).toBeVisible()
})
