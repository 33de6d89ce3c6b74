import { createRequire } from 'node:module'
import { join } from 'node:path'
import { inAppPage } from './openAppPage.mjs'

/** The demo mobile wallet signs with anvil's dev account 1. */
const walletAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Drives the built app without an adapter: pairs it over WalletConnect with the demo mobile
 * wallet through the URI the modal offers, signs through the universal provider
 * (`useAppKitProvider('eip155')`, checked with viem) and disconnects.
 */
export async function driveCoreApp(options) {
  const { root, stack, log } = options
  const { verifyMessage } = await import(
    createRequire(join(root, 'packages/devnet/package.json')).resolve('viem')
  )
  await inAppPage(options, async ({ page, expect, openPage }) => {
    await page.locator('appkit-button').getByTestId('kit-connect-button').click()
    await page.locator('[data-testid="kit-wallet-row"][data-connector-id="walletConnect"]').click()
    // With the hosted relay the SDK first waits up to 5 s for WalletConnect's verify frame.
    const slow = { timeout: 15_000 }
    await expect(page.getByTestId('kit-qr-code')).toBeVisible(slow)
    await page.getByTestId('kit-pairing-copy').click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    const wallet = await openPage(stack.config.mobileWalletUrl, 'mobile wallet')
    await wallet.getByTestId('mw-uri').fill(uri)
    await wallet.getByTestId('mw-pair').click()
    await wallet.getByTestId('mw-approve-session').click()
    const account = page.getByTestId('account')
    await expect(account).toHaveAttribute('data-address', walletAddress, slow)
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    log('paired with the demo mobile wallet over WalletConnect')

    await page.getByRole('button', { name: 'Sign message' }).click()
    const request = wallet.locator('[data-testid="mw-request"][data-method="personal_sign"]')
    await request.last().getByTestId('mw-approve-request').click(slow)
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, slow)
    const valid = await verifyMessage({
      address: walletAddress,
      message: 'Hello from an AppKit app without an adapter',
      signature: await signature.textContent(),
    })
    if (!valid) throw new Error('the signature through the universal provider does not verify')
    log('signed through the universal provider; viem verifies the signature')

    await page.getByRole('button', { name: 'Switch' }).click()
    await expect(account).toHaveAttribute('data-chain-id', '42161', slow)
    log("switched to Arbitrum with AppKit's switchNetwork, inside the session")

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.locator('appkit-button').getByTestId('kit-connect-button')).toBeVisible()
    log('disconnected')
  })
}
