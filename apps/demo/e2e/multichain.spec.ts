import { createPublicKey, verify } from 'node:crypto'
import { decodeBase58 } from '@kit/devnet/wallet'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { expectNoAxeViolations } from './axe.js'
import { approveInWallet, expect, test } from './fixtures.js'

// The demo with `?chains=all`: the Solana and Bitcoin adapters beside the EVM one, the stack's
// local Solana node (litesvm) and Bitcoin regtest chain, and a dev wallet for each.

const shots = 'test-results/screenshots'
const message = 'Hello from Kit'

test.describe.configure({ timeout: 120_000 })

/** The Solana or Bitcoin dev wallet's panel answers its oldest pending request. */
async function answer(page: Page, wallet: 'solana' | 'bitcoin', approve = true) {
  const panel = page.getByTestId(`devwallet-${wallet}-panel`)
  await panel
    .getByTestId(approve ? 'devwallet-approve' : 'devwallet-reject')
    .first()
    .click()
}

/** Connects one of the dev wallets from the Connect view (the modal is open on it). */
async function connectWallet(page: Page, name: string, wallet: 'solana' | 'bitcoin') {
  await page.getByRole('button', { name }).click()
  await answer(page, wallet)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
}

async function openConnect(page: Page) {
  await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByTestId('kit-wallet-list')).toBeVisible()
}

test('Solana: connect the dev wallet, balance, a verified signature, SOL and kUSD sent and in Activity, a rejection shown', async ({
  page,
}) => {
  await page.goto('/?chains=all')
  await openConnect(page)
  await connectWallet(page, 'Kit Dev Solana Wallet', 'solana')
  const address = (await page.getByTestId('demo-solana-address').textContent()) ?? ''
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  // The account button follows the namespace just connected, with the node's balance.
  const button = page.locator('appkit-button').getByTestId('kit-account-button')
  await expect(button).toContainText(/\d[\d,]*(\.\d+)?\s*SOL/)
  const before = (await button.textContent()) ?? ''

  await page.getByTestId('demo-solana-sign').click()
  await answer(page, 'solana')
  const signature = (await page.getByTestId('demo-solana-result').textContent()) ?? ''
  const publicKey = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(decodeBase58(address)).toString('base64url'),
    },
    format: 'jwk',
  })
  expect(verify(null, Buffer.from(message), publicKey, Buffer.from(decodeBase58(signature)))).toBe(
    true,
  )

  await page.getByTestId('demo-solana-send').click()
  await answer(page, 'solana')
  await expect(page.getByTestId('demo-solana-result')).not.toHaveText(signature)
  const solSignature = (await page.getByTestId('demo-solana-result').textContent()) ?? ''
  expect(solSignature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  await expect(button).not.toHaveText(before)

  await page.getByTestId('demo-solana-send-token').click()
  await answer(page, 'solana')
  await expect(page.getByTestId('demo-solana-result')).not.toHaveText(solSignature)
  const tokenSignature = (await page.getByTestId('demo-solana-result').textContent()) ?? ''

  // A rejection in the wallet is a clear error in the page, and nothing is sent.
  await page.getByTestId('demo-solana-send').click()
  await answer(page, 'solana', false)
  await expect(page.getByTestId('demo-solana-error')).toContainText(/reject/i)

  // Both sends are in the Account view's Activity, read from the local API over the node.
  await button.click()
  await page.getByTestId('kit-account-tab-activity').click()
  for (const [id, amount] of [
    [solSignature, '0.01 SOL'],
    [tokenSignature, '1.5 kUSD'],
  ] as const) {
    const row = page.locator(`[data-testid="kit-activity-row"][data-hash="${id}"]`)
    await expect(row).toBeVisible({ timeout: 20_000 })
    await expect(row).toContainText('Sent')
    await expect(row).toContainText(amount)
  }
  await page.screenshot({ path: `${shots}/multichain-solana-activity.png` })
})

test('Bitcoin: connect the dev wallet, a BIP-322 signature verified, BTC sent, mined, the balance updated and in Activity, a rejection shown', async ({
  page,
  request,
}) => {
  await page.goto('/?chains=all')
  const esplora = (await page.getByTestId('demo-bitcoin-esplora').textContent()) ?? ''
  await openConnect(page)
  await connectWallet(page, 'Kit Dev Bitcoin Wallet', 'bitcoin')
  const address = (await page.getByTestId('demo-bip122-address').textContent()) ?? ''
  expect(address).toMatch(/^bcrt1q/)
  const button = page.locator('appkit-button').getByTestId('kit-account-button')
  await expect(button).toContainText(/BTC/)
  const before = (await button.textContent()) ?? ''

  await page.getByTestId('demo-bip122-sign').click()
  await answer(page, 'bitcoin')
  const signature = (await page.getByTestId('demo-bip122-result').textContent()) ?? ''
  expect(Verifier.verifySignature(address, message, signature)).toBe(true)
  expect(Verifier.verifySignature(address, `${message}!`, signature)).toBe(false)

  await page.getByTestId('demo-bip122-send').click()
  await answer(page, 'bitcoin')
  await expect(page.getByTestId('demo-bip122-result')).toHaveText(/^[0-9a-f]{64}$/)
  const txid = (await page.getByTestId('demo-bip122-result').textContent()) ?? ''
  // The stack mines a block every few seconds.
  await expect
    .poll(
      async () => (await (await request.get(`${esplora}/tx/${txid}/status`)).json()).confirmed,
      {
        timeout: 30_000,
      },
    )
    .toBe(true)
  await expect(button).not.toHaveText(before)

  await page.getByTestId('demo-bip122-send').click()
  await answer(page, 'bitcoin', false)
  await expect(page.getByTestId('demo-bip122-error')).toContainText(/reject/i)

  await button.click()
  await page.getByTestId('kit-account-tab-activity').click()
  const row = page.locator(`[data-testid="kit-activity-row"][data-hash="${txid}"]`)
  await expect(row).toBeVisible({ timeout: 20_000 })
  await expect(row).toContainText('Sent')
  await expect(row).toContainText('0.001 BTC')
  await page.screenshot({ path: `${shots}/multichain-bitcoin-activity.png` })
})

test('EVM → Solana → Bitcoin from Networks: SwitchActiveChain asks first, then each namespace connects; the views pass axe', async ({
  page,
}) => {
  await page.goto('/?chains=all')
  await openConnect(page)
  await page.getByRole('button', { name: 'Kit Dev Wallet' }).click()
  await approveInWallet(page, 'eth_requestAccounts')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  const networkButton = page.locator('appkit-network-button').getByRole('button')

  for (const [network, wallet, name, panel] of [
    ['Solana', 'Kit Dev Solana Wallet', 'solana', 'solana'],
    ['Bitcoin Regtest', 'Kit Dev Bitcoin Wallet', 'bip122', 'bitcoin'],
  ] as const) {
    await networkButton.click()
    await page.getByRole('button', { name: network }).click()
    // No wallet of that namespace is connected: the modal asks before switching.
    await expect(page.getByRole('heading', { name: `Switch to ${network}` })).toBeVisible()
    await expectNoAxeViolations(page, `SwitchActiveChain to ${network}`)
    await page.getByRole('button', { name: 'Switch', exact: true }).click()
    await expect(page.getByRole('button', { name: wallet })).toBeVisible()
    await connectWallet(page, wallet, panel)
    await expect(page.getByTestId(`demo-${name}-address`)).not.toHaveText('not connected')
    await expect(networkButton).toContainText(network)
  }
  await page.screenshot({ path: `${shots}/multichain-bitcoin-active.png` })
  // Back to an EVM network: its wallet is still connected, so the switch is immediate.
  await networkButton.click()
  await expectNoAxeViolations(page, 'Networks grouped by namespace')
  await page.getByRole('button', { name: 'Ethereum' }).click()
  await expect(networkButton).toContainText('Ethereum')
  await expect(page.locator('appkit-button').getByTestId('kit-account-button')).toContainText(/ETH/)
})

test('one wallet in three namespaces is one row: ConnectingMultiChain asks which chain, then that namespace connects; the view passes axe', async ({
  page,
}) => {
  // `wallet=one`: the Solana and Bitcoin dev wallets carry the EVM dev wallet's name.
  await page.goto('/?chains=all&wallet=one')
  await openConnect(page)
  await expect(page.getByRole('button', { name: /Kit Dev Wallet/ })).toHaveCount(1)
  await page.getByRole('button', { name: /Kit Dev Wallet/ }).click()
  await expect(page.getByTestId('kit-connecting-multi-chain')).toBeVisible()
  await expect(page.getByTestId('kit-multi-chain-row')).toHaveCount(3)
  await expectNoAxeViolations(page, 'ConnectingMultiChain')
  await page.screenshot({ path: `${shots}/multichain-one-wallet.png` })
  await page.getByTestId('kit-multi-chain-row').filter({ hasText: 'Solana' }).click()
  await answer(page, 'solana')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-solana-address')).not.toHaveText('not connected')
  await expect(page.getByTestId('demo-bip122-address')).toHaveText('not connected')
})
