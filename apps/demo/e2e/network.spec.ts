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

test('item 17c: the network button and the Networks rows draw the networks’ images from the local catalogue', async ({
  page,
}) => {
  const button = page.locator('appkit-network-button').getByTestId('kit-network-button')
  const buttonImage = button.locator('img')
  await expect(buttonImage).toHaveAttribute('src', /\/public\/getAssetImage\/ba0ba0cd-/)
  await expect
    .poll(() => buttonImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await button.screenshot({ path: '../../test-results/screenshots/network-button.png' })
  await button.click()
  const rows = page.getByTestId('kit-network-row')
  await expect(rows.first()).toBeVisible()
  const images = rows.locator('img')
  await expect(images).toHaveCount(await rows.count())
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true)
  await page.waitForTimeout(350)
  await page.getByTestId('kit-modal').screenshot({
    path: '../../test-results/screenshots/networks-images.png',
    animations: 'disabled',
  })
})
