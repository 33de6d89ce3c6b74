import { createRequire } from 'node:module'
import { join } from 'node:path'
import { inAppPage } from './openAppPage.mjs'

/** The dev wallet's account 0, which signs and sends. */
const devAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Drives the built ethers app: connects the dev wallet through the modal, then signs and sends
 * with ethers' `BrowserProvider` over `useAppKitProvider('eip155').walletProvider`, and reads the
 * balance through `useAppKitBalance`.
 */
export async function driveEthersApp(options) {
  const { root, log } = options
  const { verifyMessage } = await import(
    createRequire(join(root, 'packages/devnet/package.json')).resolve('viem')
  )
  await inAppPage({ ...options, devWallet: true }, async ({ page, expect }) => {
    const approve = async (method) => {
      const request = page.locator(`[data-testid="devwallet-request"][data-method="${method}"]`)
      await request.first().getByTestId('devwallet-approve').click()
    }
    const result = page.getByTestId('result')
    await page.locator('appkit-button').getByTestId('kit-connect-button').click()
    await page
      .getByTestId('kit-wallet-list')
      .getByRole('button', { name: /Kit Dev Wallet/ })
      .click()
    await approve('eth_requestAccounts')
    await expect(page.locator('appkit-button').getByTestId('kit-account-button')).toBeVisible()
    log('connected through the modal')

    await page.getByRole('button', { name: 'Sign message' }).click()
    await approve('personal_sign')
    await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = await result.textContent()
    if (!(await verifyMessage({ address: devAccount, message: 'Hello from ethers', signature })))
      throw new Error('the signature from ethers does not verify')
    log("signed with ethers' JsonRpcSigner over the wallet provider; viem verifies it")

    await page.getByRole('button', { name: 'Send transaction' }).click()
    await approve('eth_sendTransaction')
    await expect(result).toHaveText(/^0x[0-9a-f]{64}$/)
    log('sent with ethers and waited for its receipt (transaction.wait())')

    // The app's `tokens` option names KUSD on Ethereum, so that is the balance AppKit shows.
    await page.getByRole('button', { name: 'Get balance (AppKit)' }).click()
    await expect(result).toHaveText(/^[\d.,]+ KUSD$/)
    log(`useAppKitBalance().fetchBalance() gives ${await result.textContent()} (the tokens option)`)
  })
}
