import { connectDevWallet, expect, test } from './fixtures.js'

test('allowUnsupportedChain keeps the app usable on an unrequested chain', async ({ page }) => {
  await page.goto('/?allowUnsupportedChain=1')
  await connectDevWallet(page)
  await page.getByTestId('devwallet-chain-select').selectOption('137')
  await expect(page.getByTestId('hook-network')).toContainText('"caipNetworkId": "eip155:137"')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": true')
})
