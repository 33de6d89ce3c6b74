import type { Page } from '@playwright/test'
import { approveInWallet, expect, test } from './fixtures.js'

const dir = '../../test-results/screenshots'

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(350) // let view transitions settle
  await page
    .getByTestId('kit-modal')
    .screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' })
}

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of every view (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 })
    await page.goto(`/?theme=${theme}`)
    await page.locator('appkit-button').getByTestId('kit-connect-button').click()
    await expect(page.getByTestId('kit-wallet-list')).toBeVisible()
    await expect(page.locator('[data-section="recommended"]')).toBeVisible()
    await shoot(page, `connect-${theme}`)
    await page.getByTestId('kit-all-wallets').click()
    await expect(page.getByTestId('kit-wallet-tile').nth(8)).toBeVisible()
    await shoot(page, `all-wallets-${theme}`)
    await page.getByTestId('kit-wallet-search').fill('ledg')
    await page.waitForTimeout(300)
    await shoot(page, `all-wallets-search-${theme}`)
    await page.getByTestId('kit-back').click()
    await page.locator('[data-testid="kit-wallet-row"][data-connector-id="walletConnect"]').click()
    await expect(page.getByTestId('kit-qr-code')).toBeVisible()
    await shoot(page, `walletconnect-${theme}`)
    await page.getByTestId('kit-back').click()
    await page.locator('[data-section="recommended"] button').first().click()
    await expect(page.getByTestId('kit-qr-code')).toBeVisible()
    await shoot(page, `walletconnect-wallet-${theme}`)
    await page.getByTestId('kit-back').click()
    await page
      .getByTestId('kit-wallet-list')
      .getByRole('button', { name: /Kit Dev Wallet/ })
      .click()
    await expect(page.getByTestId('devwallet-request')).toBeVisible()
    await shoot(page, `connecting-external-${theme}`)
    await approveInWallet(page, 'eth_requestAccounts')
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    await page.locator('appkit-button').getByTestId('kit-account-button').click()
    await expect(page.getByTestId('kit-account-balance')).toContainText('ETH')
    await expect(page.getByTestId('kit-token-row').first()).toBeVisible()
    await shoot(page, `account-${theme}`)
    await page.getByTestId('kit-account-tab-nfts').click()
    await expect(page.getByTestId('kit-nft-tile').first()).toBeVisible()
    await shoot(page, `account-nfts-${theme}`)
    await page.getByTestId('kit-account-tab-activity').click()
    await expect(page.getByTestId('kit-activity-row').first()).toBeVisible()
    await shoot(page, `account-activity-${theme}`)
    await page.getByTestId('kit-account-tab-tokens').click()
    await page.getByTestId('kit-network-chip').click()
    await expect(page.getByTestId('kit-network-row').first()).toBeVisible()
    await shoot(page, `networks-${theme}`)
    await page.getByTestId('kit-close').click()
    await page.getByTestId('devwallet-chain-select').selectOption('137')
    await expect(page.getByTestId('kit-unsupported-chain')).toBeVisible()
    await shoot(page, `unsupported-chain-${theme}`)
    await page.setViewportSize({ width: 390, height: 800 })
    await page.screenshot({ path: `${dir}/unsupported-chain-mobile-${theme}.png` })
  })
}
