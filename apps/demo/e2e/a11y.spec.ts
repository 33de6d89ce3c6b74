import type { Page } from '@playwright/test'
import { expectToastClean, inWallet, modes, showWalletPanel } from './a11ySteps.js'
import { expectNoAxeViolations } from './axe.js'
import { approveInWallet, expect, rejectInWallet, test } from './fixtures.js'

/**
 * axe's WCAG 2.1 A/AA rules, colour contrast included, on every view the demo can reach, in
 * each mode: light, dark, the mobile bottom sheet and the right-to-left Arabic locale. One test
 * per mode walks the views in the order a visitor meets them. ConnectingWalletConnectBasic is
 * the start view of an app without adapters, which the demo is not; its parts (the pairing
 * panel, a secondary button) are checked in ConnectingWalletConnect and elsewhere.
 * SIWXSignMessage, which shows only for an app with sign-in, is checked in a11y-siwx.spec.ts.
 */

/** The page outside the modal, less what is the demo's and not the kit's. */
const pageScope = {
  include: [],
  exclude: ['[data-testid="devwallet-panel"]', '.demo__main > :not(:first-child)'],
}

/** The analytics service refusing the origin raises the Invalid App Configuration alert. */
const forbiddenAnalytics = /^Failed to load resource: the server responded with a status of 403/

test.use({ expectedConsoleErrors: [forbiddenAnalytics] })
// Each walk runs axe on 22 states: 33-35 s beside the other specs on 2 cores (90-115 s while
// each axe run loaded axe-core again and finished in a blank page of its own).
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
})

const modal = (page: Page) => page.getByTestId('kit-modal')
const connectButton = (page: Page) =>
  page.locator('appkit-button').getByTestId('kit-connect-button')
const accountButton = (page: Page) =>
  page.locator('appkit-button').getByTestId('kit-account-button')

for (const mode of modes) {
  test(`axe finds no WCAG 2.1 A/AA violation in any view (${mode.name})`, async ({ page }) => {
    const at = (view: string) => `${view} (${mode.name})`
    if (mode.viewport) await page.setViewportSize(mode.viewport)
    await page.route('**/getAnalyticsConfig*', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{}' }),
    )
    await page.goto(`/?${mode.query}`)
    await expect(connectButton(page)).toBeVisible()
    await expectNoAxeViolations(page, at('page, disconnected'), pageScope)
    await showWalletPanel(page, false)

    // Connect, under the configuration alert.
    await connectButton(page).click()
    await expect(page.locator('[data-section="recommended"]')).toBeVisible()
    await expect(page.getByTestId('kit-alert')).toBeVisible()
    await expect(modal(page)).toHaveCSS('direction', mode.direction ?? 'ltr')
    await expectNoAxeViolations(page, at('Connect with the configuration alert'))
    await page.getByTestId('kit-alert').getByRole('button').click()
    await expect(page.getByTestId('kit-alert')).toBeHidden()

    // AllWallets: the catalogue, a search, a search that finds nothing.
    await page.getByTestId('kit-all-wallets').click()
    await expect(page.getByTestId('kit-wallet-tile').nth(8)).toBeVisible()
    await expectNoAxeViolations(page, at('AllWallets'))
    await page.getByTestId('kit-wallet-search').fill('Kit Dev')
    await expect(page.getByTestId('kit-wallet-tile')).toHaveCount(1)
    await expect(page.getByTestId('kit-wallet-tile')).toContainText('Kit Dev Wallet')
    await expectNoAxeViolations(page, at('AllWallets, searching'))
    await page.getByTestId('kit-wallet-search').fill('zqxjv')
    await expect(modal(page).locator('.kit-notice')).toBeVisible()
    await expectNoAxeViolations(page, at('AllWallets, nothing found'))
    await page.getByTestId('kit-back').click()

    // ConnectingWalletConnect: the QR code, then a catalogue wallet's.
    await page.locator('[data-testid="kit-wallet-row"][data-connector-id="walletConnect"]').click()
    await expect(page.getByTestId('kit-qr-code')).toBeVisible()
    await expectNoAxeViolations(page, at('ConnectingWalletConnect'))
    await page.getByTestId('kit-pairing-copy').click()
    await expectToastClean(page, at('toast, link copied'))
    await page.getByTestId('kit-back').click()
    await page.locator('[data-section="recommended"] button').first().click()
    await expect(page.getByTestId('kit-qr-code')).toBeVisible()
    await expectNoAxeViolations(page, at('ConnectingWalletConnect, a catalogue wallet'))

    // Downloads, from "Don't have it? Get" under the QR code; then help on Connect.
    await page.getByTestId('kit-pairing-get-button').click()
    await expect(page.getByTestId('kit-download-link').first()).toBeVisible()
    await expectNoAxeViolations(page, at('Downloads'))
    await page.getByTestId('kit-back').click()
    await expect(page.getByTestId('kit-qr-code')).toBeVisible()
    await page.getByTestId('kit-back').click()
    await page.getByTestId('kit-help').click()
    await expect(page.getByTestId('kit-what-is-a-wallet')).toBeVisible()
    await expectNoAxeViolations(page, at('WhatIsAWallet'))
    await page.getByTestId('kit-get-wallet').click()
    await expect(page.getByTestId('kit-get-wallet-row').first()).toBeVisible()
    await expectNoAxeViolations(page, at('GetWallet'))
    await page.getByTestId('kit-back').click()
    await page.getByTestId('kit-back').click()

    // ConnectingExternal: waiting, declined with Try again, then connected.
    const devWallet = page
      .getByTestId('kit-wallet-list')
      .getByRole('button', { name: /Kit Dev Wallet/ })
    await devWallet.click()
    await expect(page.getByTestId('devwallet-request')).toHaveCount(1)
    await expectNoAxeViolations(page, at('ConnectingExternal, waiting'))
    await inWallet(page, () => rejectInWallet(page, 'eth_requestAccounts'))
    await expect(page.getByTestId('kit-connecting-retry')).toBeVisible()
    await expectNoAxeViolations(page, at('ConnectingExternal, declined'))
    await page.getByTestId('kit-connecting-retry').click()
    await inWallet(page, () => approveInWallet(page, 'eth_requestAccounts'))
    await expect(modal(page)).toBeHidden()
    await expect(accountButton(page)).toContainText('ETH')
    await expectNoAxeViolations(page, at('page, connected'), pageScope)

    // Account and its tabs.
    await accountButton(page).click()
    await expect(page.getByTestId('kit-token-row').first()).toBeVisible()
    await expectNoAxeViolations(page, at('Account, tokens'))
    await page.getByTestId('kit-account-tab-nfts').click()
    await expect(page.getByTestId('kit-nft-tile').first()).toBeVisible()
    await expectNoAxeViolations(page, at('Account, NFTs'))
    await page.getByTestId('kit-account-tab-activity').click()
    await expect(page.getByTestId('kit-activity-row').first()).toBeVisible()
    await expectNoAxeViolations(page, at('Account, activity'))

    // Networks, and the error toast of a declined switch.
    await page.getByTestId('kit-network-chip').click()
    await expect(page.getByTestId('kit-network-row').first()).toBeVisible()
    await expectNoAxeViolations(page, at('Networks'))
    await page.getByTestId('kit-networks-help').click()
    await expect(page.getByTestId('kit-what-is-a-network')).toBeVisible()
    await expectNoAxeViolations(page, at('WhatIsANetwork'))
    await page.getByTestId('kit-back').click()
    await expect(page.getByTestId('kit-network-row').first()).toBeVisible()
    await page.locator('[data-testid="kit-network-row"][data-network-id="eip155:10"]').click()
    await inWallet(page, () => rejectInWallet(page, 'wallet_switchEthereumChain'))
    await expectToastClean(page, at('toast, switch declined'))
    await page.getByTestId('kit-close').click()
    await expect(modal(page)).toBeHidden()

    // UnsupportedChain, opened by the wallet moving to a chain the app did not ask for.
    await inWallet(page, async () => {
      await page.getByTestId('devwallet-chain-select').selectOption('137')
    })
    await expect(page.getByTestId('kit-unsupported-chain')).toBeVisible()
    await expectNoAxeViolations(page, at('UnsupportedChain'))
    await page.getByTestId('kit-close').click()
    await expect(modal(page)).toBeHidden()
    await expectNoAxeViolations(page, at('page, unsupported network'), pageScope)
  })
}
