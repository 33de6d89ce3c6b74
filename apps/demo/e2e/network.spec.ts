import { approveInWallet, connectDevWallet, expect, test } from './fixtures.js'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
})

test('switching network in the modal makes the wallet follow', async ({ page }) => {
  await page.locator('appkit-network-button').getByTestId('kit-network-button').click()
  await page.locator('[data-testid="kit-network-row"][data-network-id="eip155:10"]').click()
  await approveInWallet(page, 'wallet_switchEthereumChain')
  await expect(page.getByTestId('hook-network')).toContainText('"caipNetworkId": "eip155:10"')
  await expect(page.getByTestId('devwallet-chain-select')).toHaveValue('10')
})

test('a chain the wallet does not know is added, then switched to', async ({ page }) => {
  await page.locator('appkit-network-button').getByTestId('kit-network-button').click()
  await page.locator('[data-testid="kit-network-row"][data-network-id="eip155:42161"]').click()
  await approveInWallet(page, 'wallet_addEthereumChain')
  await expect(page.getByTestId('hook-network')).toContainText('"caipNetworkId": "eip155:42161"')
  await expect(page.getByTestId('devwallet-chain-select')).toHaveValue('42161')
})

test('the wallet moving to an unrequested chain shows UnsupportedChain, and switching back clears it', async ({
  page,
}) => {
  await page.getByTestId('devwallet-chain-select').selectOption('137')
  await expect(page.getByTestId('kit-unsupported-chain')).toBeVisible()
  await expect(page.getByTestId('hook-network')).toContainText('"caipNetworkId": "eip155:137"')
  await expect(page.locator('appkit-network-button')).toContainText('Switch Network')
  await page.locator('[data-testid="kit-network-row"][data-network-id="eip155:1"]').click()
  await approveInWallet(page, 'wallet_switchEthereumChain')
  await expect(page.getByTestId('kit-unsupported-chain')).toBeHidden()
  await expect(page.getByTestId('hook-network')).toContainText('"caipNetworkId": "eip155:1"')
})
