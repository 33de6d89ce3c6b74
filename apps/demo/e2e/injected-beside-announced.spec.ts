import { createRequire } from 'node:module'
import { devAccounts } from '@kit/devnet/chains'
import { expect, test } from './fixtures.js'

// The package ships CommonJS whose named exports Node cannot detect from an ESM import.
const { injectHeadlessWeb3Provider, Web3RequestKind } = createRequire(import.meta.url)(
  'headless-web3-provider',
) as typeof import('headless-web3-provider')

// A window.ethereum whose EIP-6963 announcement is invalid (`rdns: "headless-web3-provider"` is
// not reverse-DNS) beside the demo's own announced dev wallet (issue 9 item 13): the announcement
// is ignored with a warning, and the Browser Wallet row still reaches window.ethereum.
const account = devAccounts[1]!

test('item 13: the Browser Wallet row reaches an injected provider beside an announced wallet', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  // Connecting asks only for accounts and the chain id, which the provider answers itself; the
  // RPC address is the devnet's default for chain 1 and is not contacted.
  const wallet = await injectHeadlessWeb3Provider(
    page,
    [account.privateKey],
    1,
    'http://127.0.0.1:8545',
  )
  await page.goto('/')
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  const list = page.getByTestId('kit-wallet-list')
  await expect(list.getByRole('button', { name: /Kit Dev Wallet/ })).toBeVisible()
  const injected = list.locator('[data-testid="kit-wallet-row"][data-connector-id="injected"]')
  await expect(injected).toContainText('Browser Wallet')
  await expect(list.getByRole('button', { name: /Headless Web3 Provider/ })).toHaveCount(0)
  expect(warnings.some((text) => /rdns/.test(text))).toBe(true)

  await injected.click()
  await wallet.authorize(Web3RequestKind.RequestAccounts)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": true')
  await expect(page.getByTestId('hook-account')).toContainText(
    new RegExp(`eip155:1:${account.address}`, 'i'),
  )
})
