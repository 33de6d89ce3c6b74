import type { Locator } from '@playwright/test'
import { approveInWallet, expect, screenshotDir, shootModal, test } from './fixtures.js'

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of every view (${theme})`, async ({ page }) => {
    // About 12 views, each photographed: 19-27 s in fresh-clone runs on 2 cores, and past 30 s
    // with a third worker beside it.
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1100, height: 900 })
    await page.goto(`/?theme=${theme}`)
    await page.locator('appkit-button').getByTestId('kit-connect-button').click()
    await expect(page.getByTestId('kit-wallet-list')).toBeVisible()
    await expect(page.locator('[data-section="recommended"]')).toBeVisible()
    await shootModal(page, `connect-${theme}`)
    await page.getByTestId('kit-all-wallets').click()
    await expect(page.getByTestId('kit-wallet-tile').nth(8)).toBeVisible()
    await shootModal(page, `all-wallets-${theme}`)
    await page.getByTestId('kit-wallet-search').fill('ledg')
    await page.waitForTimeout(300)
    await shootModal(page, `all-wallets-search-${theme}`)
    await page.getByTestId('kit-back').click()
    await page.locator('[data-testid="kit-wallet-row"][data-connector-id="walletConnect"]').click()
    await expect(page.getByTestId('kit-qr-code')).toBeVisible()
    await shootModal(page, `walletconnect-${theme}`)
    await page.getByTestId('kit-back').click()
    await page.locator('[data-section="recommended"] button').first().click()
    await expect(page.getByTestId('kit-qr-code')).toBeVisible()
    await shootModal(page, `walletconnect-wallet-${theme}`)
    await page.getByTestId('kit-back').click()
    await page
      .getByTestId('kit-wallet-list')
      .getByRole('button', { name: /Kit Dev Wallet/ })
      .click()
    await expect(page.getByTestId('devwallet-request')).toBeVisible()
    await shootModal(page, `connecting-external-${theme}`)
    await approveInWallet(page, 'eth_requestAccounts')
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    await page.locator('appkit-button').getByTestId('kit-account-button').click()
    await expect(page.getByTestId('kit-account-balance')).toContainText('ETH')
    await expect(page.getByTestId('kit-token-row').first()).toBeVisible()
    await shootModal(page, `account-${theme}`)
    await page.getByTestId('kit-account-tab-nfts').click()
    await expect(page.getByTestId('kit-nft-tile').first()).toBeVisible()
    await shootModal(page, `account-nfts-${theme}`)
    await page.getByTestId('kit-account-tab-activity').click()
    await expect(page.getByTestId('kit-activity-row').first()).toBeVisible()
    await shootModal(page, `account-activity-${theme}`)
    await page.getByTestId('kit-account-tab-tokens').click()
    await page.getByTestId('kit-network-chip').click()
    await expect(page.getByTestId('kit-network-row').first()).toBeVisible()
    await shootModal(page, `networks-${theme}`)
    await page.getByTestId('kit-close').click()
    await page.getByTestId('devwallet-chain-select').selectOption('137')
    await expect(page.getByTestId('kit-unsupported-chain')).toBeVisible()
    await shootModal(page, `unsupported-chain-${theme}`)
    await page.setViewportSize({ width: 390, height: 800 })
    // On a phone the dev wallet's card covers the bottom sheet's networks; its Hide folds it to
    // the title row, and a person can then reach them.
    const network = page.getByTestId('kit-unsupported-chain').getByTestId('kit-network-row').nth(1)
    await expect(network).toBeVisible()
    expect(await isTopmostAtCentre(network)).toBe(false)
    await page.getByTestId('devwallet-toggle').click()
    await expect(page.getByTestId('devwallet-chain-select')).toBeHidden()
    expect(await isTopmostAtCentre(network)).toBe(true)
    await page.screenshot({ path: `${screenshotDir}/unsupported-chain-mobile-${theme}.png` })
    await page.getByTestId('devwallet-toggle').click()
    await expect(page.getByTestId('devwallet-chain-select')).toBeVisible()
  })
}

/** Whether a click at the element's centre would reach it (or what it holds), not something above it. */
async function isTopmostAtCentre(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === target || target.contains(hit))
  })
}
