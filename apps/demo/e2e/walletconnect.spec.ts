import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import {
  answerInWallet,
  connectMobile,
  copyPairingUri,
  inMobileWallet,
  mobileWalletAddress,
  openMobileWallet,
  openPairing,
  pairInWallet,
} from './walletConnectSteps.js'

const walletAddress = mobileWalletAddress
const secondWalletAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const walletCaip = (chainId: number) => `"caipAddress": "eip155:${chainId}:${walletAddress}"`

test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
})

/** Pairs the demo with the mobile wallet through the URI the modal shows. */
async function connectMobileWallet(page: Page, context: BrowserContext, errors: string[]) {
  const wallet = await connectMobile(page, context, errors, { path: '/?panel=0' })
  await expect(page.getByTestId('hook-account')).toContainText(walletCaip(1))
  return wallet
}

test('pairs through the URI in the modal: address, balance, signing, sending, a rejection', async ({
  page,
  context,
  pageErrors,
}) => {
  const wallet = await connectMobileWallet(page, context, pageErrors)
  const accountButton = page.locator('appkit-button').getByTestId('kit-account-button')
  await expect(accountButton).toContainText(/(10,000|9,99\d)(\.\d+)? ETH/)
  await accountButton.click()
  await expect(page.getByTestId('kit-account-address')).toHaveAttribute('title', walletAddress)
  await expect(page.getByTestId('kit-account-balance')).toContainText(/(10,000|9,99\d)(\.\d+)? ETH/)
  // The WalletConnect row is not offered while connected that way.
  await page.keyboard.press('Escape')

  await page.getByTestId('demo-sign').click()
  const signed = await answerInWallet(wallet, 'personal_sign', true)
  await expect(page.getByTestId('demo-result')).toHaveText(/^personal_sign: 0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('demo-result').textContent())?.split(': ')[1]
  await expect(signed.getByTestId('mw-request-result')).toHaveAttribute(
    'data-result',
    signature ?? '',
  )

  await page.getByTestId('demo-send').click()
  await answerInWallet(wallet, 'eth_sendTransaction', true)
  await expect(page.getByTestId('demo-result')).toHaveText(/^eth_sendTransaction: 0x[0-9a-f]{64}$/)

  await page.getByTestId('demo-sign').click()
  await answerInWallet(wallet, 'personal_sign', false)
  await expect(page.getByTestId('demo-result')).toHaveText(/^personal_sign failed: .*reject/i)
  await wallet.close()
})

test('network switches travel both ways, and a disconnect in the wallet shows Connect', async ({
  page,
  context,
  pageErrors,
}) => {
  const wallet = await connectMobileWallet(page, context, pageErrors)
  // From the modal: the session approved every network, so no prompt is needed.
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await page.getByTestId('kit-network-chip').click()
  await page.locator('[data-testid="kit-network-row"][data-network-id="eip155:10"]').click()
  await expect(page.getByTestId('hook-account')).toContainText(walletCaip(10))
  // A send now happens on the new network.
  await page.keyboard.press('Escape')
  await page.getByTestId('demo-send').click()
  const request = wallet.locator('[data-testid="mw-request"][data-method="eth_sendTransaction"]')
  await expect(request.last()).toContainText(/10|OP/)
  await answerInWallet(wallet, 'eth_sendTransaction', true)
  await expect(page.getByTestId('demo-result')).toHaveText(/^eth_sendTransaction: 0x[0-9a-f]{64}$/)

  // From the wallet: its network, then its account.
  await wallet.getByTestId('mw-chain-select').selectOption('42161')
  await expect(page.getByTestId('hook-account')).toContainText(walletCaip(42161))
  await wallet.getByTestId('mw-account-select').selectOption({ index: 1 })
  await expect(page.getByTestId('hook-account')).toContainText(
    `"caipAddress": "eip155:42161:${secondWalletAddress}"`,
  )

  await inMobileWallet(wallet, () => wallet.getByTestId('mw-disconnect').click())
  await expect(page.locator('appkit-button').getByTestId('kit-connect-button')).toBeVisible()
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": false')
  await wallet.close()
})

test('an expired pairing is replaced by a fresh URI, which pairs', async ({
  page,
  context,
  pageErrors,
}) => {
  // A 25 s lifetime counts as expired after 15 s (10 s or less left).
  await page.goto('/?panel=0&pairingLifetime=25000')
  await openPairing(page)
  const first = await copyPairingUri(page)
  await expect
    .poll(() => copyPairingUri(page), { timeout: 25_000, intervals: [1_000] })
    .not.toBe(first)
  const fresh = await copyPairingUri(page)
  // The given-up pairing is gone on the dapp's side: a wallet answering it connects nothing.
  const wallet = await openMobileWallet(page, context, pageErrors)
  await pairInWallet(wallet, first)
  await page.waitForTimeout(2_000)
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": false')
  await expect(page.getByTestId('kit-qr-code')).toBeVisible()
  await pairInWallet(wallet, fresh)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('hook-account')).toContainText(walletCaip(1))
  await wallet.close()
})

test('a wallet picked from the catalogue pairs, comes back as recent, and a disconnect reaches the wallet', async ({
  page,
  context,
  pageErrors,
}) => {
  await page.goto('/?panel=0')
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  const picked = page.locator('[data-section="recommended"] button').first()
  const name = (await picked.textContent())?.trim() ?? ''
  await picked.click()
  await expect(page.getByTestId('kit-title')).toHaveText(name)
  await expect(page.getByTestId('kit-qr-code')).toHaveAttribute(
    'aria-label',
    `QR code to connect ${name}`,
  )
  const wallet = await openMobileWallet(page, context, pageErrors)
  await pairInWallet(wallet, await copyPairingUri(page))
  await expect(page.getByTestId('hook-account')).toContainText(walletCaip(1))

  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await page.getByTestId('kit-disconnect').click()
  await expect(page.locator('appkit-button').getByTestId('kit-connect-button')).toBeVisible()
  await expect(wallet.getByTestId('mw-session')).toHaveCount(0)

  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  const recent = page.locator('[data-section="recent"]')
  await expect(recent).toContainText(name)
  await expect(recent).toContainText('RECENT')
  await wallet.close()
})
