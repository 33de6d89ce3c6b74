import { createRequire } from 'node:module'
import { join } from 'node:path'
import { inAppPage } from './openAppPage.mjs'

/** The dev wallet's account 0, which signs and sends. */
const devAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Drives the built wagmi app in Chromium on the local stack: connects the dev wallet through the
 * modal, signs with wagmi's `useSignMessage` (checked with viem), sends with `useSendTransaction`
 * (receipt through `useWaitForTransactionReceipt`, checked on the chain), switches network with
 * AppKit's `switchNetwork` and back with wagmi's `useSwitchChain`, adds Sepolia with
 * `modal.addNetwork` and moves there with `useSwitchChain`, and disconnects through wagmi.
 */
export async function driveWagmiApp(options) {
  const { root, stack, log } = options
  const { verifyMessage } = await import(
    createRequire(join(root, 'packages/devnet/package.json')).resolve('viem')
  )
  await inAppPage({ ...options, devWallet: true }, async ({ page, expect }) => {
    const approve = async (method) => {
      const request = page.locator(`[data-testid="devwallet-request"][data-method="${method}"]`)
      await request.first().getByTestId('devwallet-approve').click()
    }
    const wagmiAccount = page.getByTestId('wagmi-account')
    const appKitNetwork = page.getByTestId('appkit-network')

    await page.locator('appkit-button').getByTestId('kit-connect-button').click()
    await page
      .getByTestId('kit-wallet-list')
      .getByRole('button', { name: /Kit Dev Wallet/ })
      .click()
    await approve('eth_requestAccounts')
    await expect(wagmiAccount).toHaveAttribute('data-status', 'connected')
    await expect(wagmiAccount).toHaveAttribute('data-address', devAccount)
    await expect(wagmiAccount).toHaveAttribute('data-chain-id', '1')
    await expect(page.locator('appkit-button').getByTestId('kit-account-button')).toBeVisible()
    await expect(page.getByTestId('token-balance')).toHaveText(/^\d+$/)
    log('connected through the modal; wagmi useAccount and useReadContract see it')

    await page.getByRole('button', { name: 'Sign message' }).click()
    await approve('personal_sign')
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    const valid = await verifyMessage({
      address: devAccount,
      message: 'Hello from an AppKit app on wagmi',
      signature: await signature.textContent(),
    })
    if (!valid) throw new Error('the signature from useSignMessage does not verify')
    log('signed through useSignMessage; viem verifies the signature')

    await page.getByRole('button', { name: 'Send transaction' }).click()
    await approve('eth_sendTransaction')
    await expect(page.getByTestId('transaction-status')).toHaveText('success')
    const hash = await page.getByTestId('transaction-hash').textContent()
    const receipt = await rpc(stack.config.chains[0].rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt?.status !== '0x1' || receipt.from.toLowerCase() !== devAccount.toLowerCase())
      throw new Error(`transaction ${hash} is not a success from ${devAccount} on the chain`)
    log(`sent through useSendTransaction; receipt through useWaitForTransactionReceipt (${hash})`)

    await page.getByRole('button', { name: 'Switch to Arbitrum' }).click()
    await approve('wallet_switchEthereumChain')
    await expect(wagmiAccount).toHaveAttribute('data-chain-id', '42161')
    await expect(appKitNetwork).toHaveAttribute('data-chain-id', '42161')
    await page.getByRole('button', { name: 'Switch to Ethereum (wagmi)' }).click()
    await approve('wallet_switchEthereumChain')
    await expect(wagmiAccount).toHaveAttribute('data-chain-id', '1')
    await expect(appKitNetwork).toHaveAttribute('data-chain-id', '1')
    log("switched with AppKit's switchNetwork and back with wagmi's useSwitchChain")

    await page.getByRole('button', { name: 'Add Sepolia' }).click()
    await page.getByRole('button', { name: 'Switch to Sepolia (wagmi)' }).click()
    await approve('wallet_switchEthereumChain')
    await expect(wagmiAccount).toHaveAttribute('data-chain-id', '11155111')
    await expect(wagmiAccount).toHaveAttribute('data-chain-name', 'Sepolia')
    await expect(appKitNetwork).toHaveAttribute('data-chain-id', '11155111')
    log("added Sepolia with modal.addNetwork; wagmi's useSwitchChain moves wallet and modal there")

    await page.getByRole('button', { name: 'Networks' }).click()
    await expect(page.locator('[data-testid="kit-network-row"]')).toHaveCount(4)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    log("modal.open({ view: 'Networks' }) lists the app's four networks, the added one included")

    await page.getByRole('button', { name: 'Disconnect (wagmi)' }).click()
    await expect(wagmiAccount).toHaveAttribute('data-status', 'disconnected')
    await expect(page.locator('appkit-button').getByTestId('kit-connect-button')).toBeVisible()
    log("disconnected through wagmi's useDisconnect; the modal follows")
  })
}

async function rpc(url, method, params) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()).result
}
