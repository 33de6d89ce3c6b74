import type { Page } from '@playwright/test'
import {
  connectDevWallet,
  devAccountName,
  expect,
  switchNetworkFromAccount,
  test,
} from './fixtures.js'

async function openAccount(page: Page) {
  await page.goto('/')
  await connectDevWallet(page)
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await expect(page.getByTestId('kit-account-address')).toBeVisible()
}

test('the account shows its name, tokens without 0-decimal ones, NFTs and activity', async ({
  page,
}) => {
  await openAccount(page)
  await expect(page.getByTestId('kit-account-address')).toHaveText(devAccountName)

  const tokens = page.getByTestId('kit-token-row')
  await expect(tokens.first()).toBeVisible()
  const symbols = await tokens.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol')))
  expect(symbols).toEqual(expect.arrayContaining(['ETH', 'KUSD', 'KDAI', 'KBTC']))
  expect(symbols).not.toContain('PTS')

  await page.getByTestId('kit-account-tab-nfts').click()
  await expect(page.getByTestId('kit-nft-tile').first()).toBeVisible()
  await expect(page.getByTestId('kit-nft-tile').first()).toContainText('Kit Pixels')

  await page.getByTestId('kit-account-tab-activity').click()
  const rows = page.getByTestId('kit-activity-row')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByTestId('kit-account-tab-panel')).not.toContainText('Claim Free Rewards')
  const firstPage = await rows.count()
  expect(firstPage).toBeGreaterThan(0)
  // More pages come through the cursor.
  await page.getByTestId('kit-activity-more').click()
  await expect.poll(() => rows.count()).toBeGreaterThan(firstPage)
})

test('a send made in the wallet appears in Activity', async ({ page }) => {
  await openAccount(page)
  await page.getByTestId('devwallet-send-amount').fill('0.0123')
  await page.getByTestId('devwallet-send').click()
  const result = page.getByTestId('devwallet-send-result')
  await expect(result).toHaveAttribute('data-hash', /^0x[0-9a-f]{64}$/)
  const hash = await result.getAttribute('data-hash')
  await page.getByTestId('kit-account-tab-activity').click()
  const row = page.locator(`[data-testid="kit-activity-row"][data-hash="${hash}"]`)
  await expect(row).toBeVisible()
  await expect(row).toContainText('Sent')
  await expect(row).toContainText('0.0123 ETH')
})

test('NFTs are reported unsupported on a network that cannot list them', async ({ page }) => {
  await openAccount(page)
  await switchNetworkFromAccount(page, 'eip155:11155111', 'Sepolia')
  await page.getByTestId('kit-account-tab-nfts').click()
  await expect(page.getByTestId('kit-account-tab-panel')).toContainText(/not|network/i)
  await expect(page.getByTestId('kit-nft-tile')).toHaveCount(0)
})

test('item 14: on a testnet the balance is the RPC balance, in the button and the Account view', async ({
  page,
}) => {
  await openAccount(page)
  await switchNetworkFromAccount(page, 'eip155:11155111', 'Sepolia')
  await expect(page.getByTestId('kit-account-balance')).toContainText(/10,?000(\.0+)?\s*ETH/)
  await expect(page.locator('appkit-button').getByTestId('kit-account-button')).toContainText(
    /10,?000(\.0+)?\s*ETH/,
  )
})
