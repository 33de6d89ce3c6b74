import { bitcoinDevAccounts, devAccounts, devTokens, solanaDevAccounts } from '@kit/devnet/chains'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.js'
import {
  approveInWallet,
  connectDevWallet,
  expect,
  rejectInWallet,
  shootModal,
  switchNetworkFromAccount,
  test,
} from './fixtures.js'
import { expectAmountAtLineStart, looks } from './looks.js'
import { answerInWallet, connectMobile } from './walletConnectSteps.js'

test.describe.configure({ timeout: 120_000 })

const receiver = devAccounts[3]?.address ?? ''
const kusd = devTokens.find((token) => token.symbol === 'KUSD')

/** Opens Account from the header button, then Send; resolves on the Send view. */
async function openSend(page: Page) {
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await page.getByTestId('kit-feature-send').click()
  await expect(page.getByTestId('kit-send')).toBeVisible()
}

/** The local API's origin, from a request the modal made to it. */
async function apiOrigin(page: Page) {
  const origin = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => name.includes('/v1/account/')),
  )
  return new URL(origin ?? '').origin
}

/** One JSON-RPC call to chain 1 through the local API's RPC proxy. */
async function rpc(page: Page, api: string, method: string, params: unknown[]): Promise<string> {
  const response = await page.request.post(`${api}/v1/?chainId=eip155:1`, {
    data: { jsonrpc: '2.0', id: 1, method, params },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { result: string }).result
}

/** An account's balance on chain 1, native or of an ERC-20, in base units. */
async function balanceOf(page: Page, api: string, owner: string, token?: string) {
  if (!token) return BigInt(await rpc(page, api, 'eth_getBalance', [owner, 'latest']))
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc(page, api, 'eth_call', [{ to: token, data }, 'latest']))
}

/** Fills the amount and receiver and waits until the preview can open. */
async function fill(page: Page, amount: string, to: string) {
  await page.getByTestId('kit-send-amount').fill(amount)
  await page.getByTestId('kit-send-receiver').fill(to)
  await expect(page.getByTestId('kit-send-resolved')).toBeVisible()
  await expect(page.getByTestId('kit-send-fee')).toContainText(/\$|\d/)
  await expect(page.getByTestId('kit-send-preview')).toBeEnabled()
}

/** Opens the preview and presses Send once the fee of this very send is in. */
async function confirm(page: Page) {
  await page.getByTestId('kit-send-preview').click()
  await expect(page.getByTestId('kit-title')).toHaveText('Review Send')
  await expect(page.getByTestId('kit-send-confirm')).toBeEnabled()
  await page.getByTestId('kit-send-confirm').click()
}

/** After the wallet sent: 'Transaction started' on Account, with no way back (SPEC §2). */
async function expectStarted(page: Page) {
  await expect(page.getByTestId('kit-toast')).toHaveText('Transaction started')
  await expect(page.getByTestId('kit-account-address')).toBeVisible()
  await expect(page.getByTestId('kit-back')).toHaveCount(0)
}

test('EVM native: 0.25 ETH reaches the receiver on chain, the fee in USD is shown first', async ({
  page,
}) => {
  await page.goto('/?theme=light')
  await connectDevWallet(page)
  await openSend(page)
  const api = await apiOrigin(page)
  const before = await balanceOf(page, api, receiver)
  await fill(page, '0.25', receiver)
  await expect(page.getByTestId('kit-send-fee')).toContainText('$')
  await expect(page.getByTestId('kit-send-fiat')).not.toHaveText('$0.00')
  await confirm(page)
  await expect(page.getByTestId('kit-send-waiting')).toBeVisible()
  await approveInWallet(page, 'eth_sendTransaction')
  await expectStarted(page)
  await expect(page.getByTestId('kit-toast')).toHaveText('Transaction confirmed', {
    timeout: 20_000,
  })
  expect((await balanceOf(page, api, receiver)) - before).toBe(250_000_000_000_000_000n)
})

test('ERC-20: 12.5 KUSD picked in WalletSendSelectToken reach the receiver on chain', async ({
  page,
}) => {
  expect(kusd).toBeDefined()
  await page.goto('/?theme=light')
  await connectDevWallet(page)
  await openSend(page)
  const api = await apiOrigin(page)
  await page.getByTestId('kit-send-token').click()
  await expect(page.getByTestId('kit-send-tokens')).toBeVisible()
  const symbols = page.getByTestId('kit-token-row')
  await expect(symbols.first()).toHaveAttribute('data-symbol', 'ETH')
  await page.getByTestId('kit-send-token-search').fill('kusd')
  await expect(symbols).toHaveCount(1)
  await page.getByTestId('kit-send-token-option').click()
  await expect(page.getByTestId('kit-send-token')).toContainText('KUSD')
  const before = await balanceOf(page, api, receiver, kusd?.address)
  await fill(page, '12.5', receiver)
  await confirm(page)
  await approveInWallet(page, 'eth_sendTransaction')
  await expectStarted(page)
  await expect
    .poll(async () => (await balanceOf(page, api, receiver, kusd?.address)) - before, {
      timeout: 20_000,
    })
    .toBe(12_500_000n)
})

test('a rejected transaction shows the rejection and loses nothing; a name resolves with its avatar', async ({
  page,
}) => {
  await page.goto('/?theme=light')
  await connectDevWallet(page)
  await openSend(page)
  const api = await apiOrigin(page)
  await page.getByTestId('kit-send-amount').fill('1,5')
  await expect(page.getByTestId('kit-send-amount-error')).toHaveText(
    'Use a point (.) as the decimal separator',
  )
  await page.getByTestId('kit-send-receiver').fill('0x1234')
  await expect(page.getByTestId('kit-send-receiver-error')).toHaveText(
    'Not a valid Ethereum address',
  )
  await page.getByTestId('kit-send-amount').fill('100000')
  await expect(page.getByTestId('kit-send-preview')).toHaveText('Insufficient funds')
  const nonce = await rpc(page, api, 'eth_getTransactionCount', [devAccounts[0]?.address, 'latest'])
  // The local API's dev name is the dev wallet's own account.
  await fill(page, '0.5', 'kitdev.kit.id')
  await expect(page.getByTestId('kit-send-resolved')).toContainText('kitdev.kit.id')
  await expect(page.getByTestId('kit-send-resolved').locator('img')).toBeVisible()
  await confirm(page)
  await rejectInWallet(page, 'eth_sendTransaction')
  await expect(page.getByTestId('kit-send-rejected')).toHaveText(
    'You rejected the transaction. Nothing was sent.',
  )
  await expect(page.getByTestId('kit-toast')).toHaveText('Transaction rejected')
  await expect(page.getByTestId('kit-send-preview-amount')).toContainText('0.5 ETH')
  await expect(page.getByTestId('kit-send-preview-receiver')).toContainText('kitdev.kit.id')
  expect(await rpc(page, api, 'eth_getTransactionCount', [devAccounts[0]?.address, 'latest'])).toBe(
    nonce,
  )
  await page.getByTestId('kit-back').click()
  await expect(page.getByTestId('kit-send-amount')).toHaveValue('0.5')
  await expect(page.getByTestId('kit-send-receiver')).toHaveValue('kitdev.kit.id')
  await expect(page.getByTestId('kit-send-token')).toContainText('ETH')
})

test('switching network resets a send in progress', async ({ page }) => {
  await page.goto('/?theme=light')
  await connectDevWallet(page)
  await openSend(page)
  await page.getByTestId('kit-send-amount').fill('0.1')
  await page.getByTestId('kit-send-receiver').fill(receiver)
  await page.getByTestId('kit-back').click()
  await switchNetworkFromAccount(page, 'eip155:11155111', 'Sepolia')
  await page.getByTestId('kit-feature-send').click()
  await expect(page.getByTestId('kit-send-amount')).toHaveValue('')
  await expect(page.getByTestId('kit-send-receiver')).toHaveValue('')
})

for (const look of looks) {
  test(`the three views pass axe and are drawn (${look.name})`, async ({ page }) => {
    await page.goto(`/?${look.query}`)
    await connectDevWallet(page)
    await openSend(page)
    await page.getByTestId('kit-send-amount').fill('0.5')
    await page.getByTestId('kit-send-receiver').fill('kitdev.kit.id')
    await expect(page.getByTestId('kit-send-resolved')).toBeVisible()
    await expect(page.getByTestId('kit-send-preview')).toBeEnabled()
    await expectNoAxeViolations(page, `WalletSend ${look.name}`)
    await expectAmountAtLineStart(page.getByTestId('kit-send-amount'), look)
    await shootModal(page, `send-${look.name}`)
    // The lookalike warning (S23) is part of the view too.
    const own = devAccounts[0]?.address.toLowerCase() ?? ''
    await page
      .getByTestId('kit-send-receiver')
      .fill(`${own.slice(0, 6)}${'0'.repeat(32)}${own.slice(-4)}`)
    await expect(page.getByTestId('kit-send-lookalike')).toBeVisible()
    await expectNoAxeViolations(page, `WalletSend lookalike ${look.name}`)
    await shootModal(page, `send-lookalike-${look.name}`)
    await page.getByTestId('kit-send-receiver').fill('kitdev.kit.id')
    await expect(page.getByTestId('kit-send-resolved')).toBeVisible()

    await page.getByTestId('kit-send-token').click()
    await expect(page.getByTestId('kit-send-tokens')).toBeVisible()
    await expectNoAxeViolations(page, `WalletSendSelectToken ${look.name}`)
    await shootModal(page, `send-select-token-${look.name}`)
    await page.getByTestId('kit-back').click()

    await expect(page.getByTestId('kit-send-preview')).toBeEnabled()
    await page.getByTestId('kit-send-preview').click()
    await expect(page.getByTestId('kit-send-confirm')).toBeEnabled()
    await expectNoAxeViolations(page, `WalletSendPreview ${look.name}`)
    await shootModal(page, `send-preview-${look.name}`)
    await page.getByTestId('kit-send-confirm').click()
    await expect(page.getByTestId('kit-send-waiting')).toBeVisible()
    await expectNoAxeViolations(page, `WalletSendPreview waiting ${look.name}`, {
      include: ['[data-kit-modal-root]'],
    })
    await rejectInWallet(page, 'eth_sendTransaction')
    await expect(page.getByTestId('kit-send-rejected')).toBeVisible()
  })
}

/** The Solana or Bitcoin dev wallet's panel answers its oldest pending request. */
async function answer(page: Page, wallet: 'solana' | 'bitcoin', approve = true) {
  await page
    .getByTestId(`devwallet-${wallet}-panel`)
    .getByTestId(approve ? 'devwallet-approve' : 'devwallet-reject')
    .first()
    .click()
}

/** With `?chains=all`, connects one of the non-EVM dev wallets from Connect. */
async function connectOther(page: Page, name: string, wallet: 'solana' | 'bitcoin') {
  await page.goto('/?chains=all&theme=light')
  await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name }).click()
  await answer(page, wallet)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
}

test('Solana: 0.02 SOL reaches the receiver on the local node', async ({ page }) => {
  await connectOther(page, 'Kit Dev Solana Wallet', 'solana')
  const rpcUrl = (await page.getByTestId('demo-solana-rpc').textContent()) ?? ''
  const to = solanaDevAccounts[2]?.address ?? ''
  const lamports = async () => {
    const response = await page.request.post(rpcUrl, {
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [to, { commitment: 'confirmed' }],
      },
    })
    return BigInt(((await response.json()) as { result: { value: number } }).result.value)
  }
  const before = await lamports()
  await openSend(page)
  await expect(page.getByTestId('kit-send-token')).toContainText('SOL')
  await fill(page, '0.02', to)
  await confirm(page)
  await answer(page, 'solana')
  await expectStarted(page)
  await expect.poll(async () => (await lamports()) - before, { timeout: 20_000 }).toBe(20_000_000n)
})

test('Bitcoin: 0.0015 BTC reaches the receiver on regtest (a PSBT signed by the dev wallet)', async ({
  page,
}) => {
  await connectOther(page, 'Kit Dev Bitcoin Wallet', 'bitcoin')
  const esplora = (await page.getByTestId('demo-bitcoin-esplora').textContent()) ?? ''
  const to = bitcoinDevAccounts[2]?.paymentAddress ?? ''
  const received = async () => {
    const stats = (await (await page.request.get(`${esplora}/address/${to}`)).json()) as Record<
      'chain_stats' | 'mempool_stats',
      { funded_txo_sum: number }
    >
    return BigInt(stats.chain_stats.funded_txo_sum + stats.mempool_stats.funded_txo_sum)
  }
  const before = await received()
  await openSend(page)
  await expect(page.getByTestId('kit-send-token')).toContainText('BTC')
  await fill(page, '0.0015', to)
  await expect(page.getByTestId('kit-send-fee')).toContainText('$')
  await confirm(page)
  await answer(page, 'bitcoin')
  await expectStarted(page)
  await expect.poll(async () => (await received()) - before, { timeout: 30_000 }).toBe(150_000n)
})

test('WalletConnect: the demo mobile wallet sends 0.1 ETH from the modal, seen on chain', async ({
  page,
  context,
  pageErrors,
}) => {
  const wallet = await connectMobile(page, context, pageErrors)
  await openSend(page)
  const api = await apiOrigin(page)
  const before = await balanceOf(page, api, receiver)
  await fill(page, '0.1', receiver)
  await confirm(page)
  await answerInWallet(wallet, 'eth_sendTransaction', true)
  await expectStarted(page)
  await expect
    .poll(async () => (await balanceOf(page, api, receiver)) - before, { timeout: 20_000 })
    .toBe(100_000_000_000_000_000n)
  await wallet.close()
})
