import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import {
  answerInWallet,
  connectMobile,
  mobileWalletAddress,
  relayDownErrors,
} from './walletConnectSteps.js'

// The relay is shared by every spec of a run: its project starts after all the others have ended
// (playwright.config.ts), so no other pairing sees it go down.

test.describe.configure({ timeout: 120_000 })
test.use({ expectedConsoleErrors: relayDownErrors })

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
})

async function relayControlUrl(page: Page): Promise<string> {
  const relayUrl = (await page.getByTestId('demo-relay-url').textContent()) ?? ''
  return relayUrl.replace(/^ws/, 'http')
}

test('a reload restores the WalletConnect session, and it survives a relay restart', async ({
  page,
  context,
  pageErrors,
}) => {
  const walletCaip = `"caipAddress": "eip155:1:${mobileWalletAddress}"`
  const wallet = await connectMobile(page, context, pageErrors, {
    path: '/?panel=0',
    expected: relayDownErrors,
  })
  await expect(page.getByTestId('hook-account')).toContainText(walletCaip)
  await page.reload()
  await expect(page.getByTestId('hook-account')).toContainText(walletCaip)
  await expect(page.getByTestId('hook-account')).toContainText('"status": "connected"')

  const restart = await fetch(`${await relayControlUrl(page)}/restart`, {
    method: 'POST',
    body: JSON.stringify({ downMs: 1_000 }),
  })
  expect(restart.status).toBe(200)
  // Both sides reconnect and resubscribe by themselves; a request then goes through once.
  await page.getByTestId('demo-sign').click()
  await answerInWallet(wallet, 'personal_sign', true)
  await expect(page.getByTestId('demo-result')).toHaveText(/^personal_sign: 0x[0-9a-f]{130}$/, {
    timeout: 30_000,
  })
  await expect(
    wallet.locator('[data-testid="mw-request"][data-method="personal_sign"]'),
  ).toHaveCount(1)
  await wallet.close()
})
