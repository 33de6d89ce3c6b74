import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.js'
import { connectDevWallet, expect, shootModal, test } from './fixtures.js'
import { expectAmountAtLineStart, looks } from './looks.js'
import { connectMobile, mobileWalletAddress } from './walletConnectSteps.js'

/** Connects the dev wallet and opens Buy from the Account view. */
async function openBuy(page: Page, query = 'theme=light') {
  await page.goto(`/?${query}`)
  await connectDevWallet(page)
  await openBuyFromAccount(page)
}

/** From a connected page: Account → Buy. */
async function openBuyFromAccount(page: Page) {
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await page.getByTestId('kit-feature-onramp').click()
  await expect(page.getByTestId('kit-onramp-providers')).toBeVisible()
  await expect(page.getByTestId('kit-onramp-token')).toHaveText('ETH')
}

/** Types an amount and waits for the local API's quote. */
async function quote(page: Page, amount: string) {
  await page.getByTestId('kit-onramp-amount').fill(amount)
  await expect(page.getByTestId('kit-onramp-quote')).toBeVisible()
  await expect(page.getByTestId('kit-onramp-receive')).toContainText('ETH')
}

/** The native balance of `address` on chain 1, read from the node through the API's RPC proxy. */
async function balanceOnChain(page: Page, api: string, address: string): Promise<bigint> {
  const response = await page.request.post(`${api}/v1/?chainId=eip155:1`, {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] },
  })
  expect(response.status()).toBe(200)
  return BigInt(((await response.json()) as { result: string }).result)
}

/** The first amount in a text (`10,003.57 ETH…` → 10003.57). */
const readAmount = (text: string | null) =>
  Number((text ?? '').match(/\d[\d,]*(?:\.\d+)?/)?.[0]?.replaceAll(',', '') ?? Number.NaN)

const toWei = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole + fraction.padEnd(18, '0').slice(0, 18))
}

test('buy through the local onramp: the provider popup pays, the balance grows on chain and in Account, the purchase is listed', async ({
  page,
  context,
}) => {
  await openBuy(page)
  await expect(page.getByTestId('kit-onramp-hint')).toHaveText('From $10.00 to $7,500.00')
  await page.getByTestId('kit-onramp-amount').fill('5')
  await expect(page.getByTestId('kit-onramp-hint')).toHaveText('The smallest amount is $10.00')
  await expect(page.getByTestId('kit-onramp-continue')).toBeDisabled()
  await quote(page, '250')
  await expect(page.getByTestId('kit-onramp-quote')).toContainText('$3.75')
  const balanceBefore = (await page.getByTestId('kit-account-button').first().textContent()) ?? ''

  const popupOpened = context.waitForEvent('page')
  await page.getByTestId('kit-onramp-continue').click()
  const popup = await popupOpened
  await popup.waitForURL(/\/onramp\/provider\?session=/)
  await expect(page.getByTestId('kit-buy-in-progress')).toBeVisible()
  await expect(page.getByTestId('kit-title')).toHaveText('Buy in Progress')
  await expect(page.getByTestId('kit-buy-window')).toHaveCount(0)

  // The provider page lives on its own origin (the API's), not the app's, and cannot reach back.
  const providerOrigin = new URL(popup.url()).origin
  expect(providerOrigin).not.toBe(new URL(page.url()).origin)
  expect(await popup.evaluate(() => window.opener)).toBeNull()
  const address = (await popup.getByTestId('onramp-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(popup.getByTestId('onramp-network')).toHaveText('Ethereum')
  const amount = await popup.getByTestId('onramp-amount').inputValue()
  expect(Number(amount)).toBeGreaterThan(0.05)

  const before = await balanceOnChain(page, providerOrigin, address)
  await popup.getByTestId('onramp-buy').click()
  const result = popup.getByTestId('onramp-result')
  await expect(result).toHaveAttribute('data-state', 'done')
  const hash = await result.getAttribute('data-hash')
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  expect((await balanceOnChain(page, providerOrigin, address)) - before).toBe(toWei(amount))
  await popup.close()

  await expect(page.getByTestId('kit-toast')).toHaveText('Purchase complete')
  await expect(page.getByTestId('kit-account-address')).toBeVisible()
  await expect(page.getByTestId('kit-back')).toHaveCount(0)
  await expect
    .poll(async () => readAmount(await page.getByTestId('kit-account-balance').textContent()))
    .toBeGreaterThan(readAmount(balanceBefore))
  await expect
    .poll(async () =>
      readAmount(await page.getByTestId('kit-account-button').first().textContent()),
    )
    .toBeGreaterThan(readAmount(balanceBefore))

  await page.getByTestId('kit-feature-onramp').click()
  await page.getByTestId('kit-onramp-purchases').click()
  const row = page.locator(`[data-testid="kit-onramp-purchase"][data-hash="${hash}"]`)
  await expect(row).toBeVisible()
  await expect(row).toHaveAttribute('data-status', 'confirmed')
  await expect(row).toContainText('Completed')
  await expect(row).toContainText(
    `Bought ${amount.replace(/^(\d+\.\d{0,4}).*$/, '$1').replace(/\.?0+$/, '')} ETH`,
  )
})

test('a closed provider window is said plainly, and the link opens it again', async ({
  page,
  context,
}) => {
  await openBuy(page)
  await quote(page, '100')
  const first = context.waitForEvent('page')
  await page.getByTestId('kit-onramp-continue').click()
  await (await first).close()
  await expect(page.getByTestId('kit-buy-window')).toContainText(
    'The provider window was closed before the funds arrived.',
  )
  const again = context.waitForEvent('page')
  await page.getByTestId('kit-buy-reopen').click()
  const reopened = await again
  await reopened.waitForURL(/\/onramp\/provider\?session=/)
  await expect(page.getByTestId('kit-buy-window')).toHaveCount(0)
  await reopened.close()
})

test('WalletConnect: a purchase for the demo mobile wallet pays its address on chain', async ({
  page,
  context,
  pageErrors,
}) => {
  const wallet = await connectMobile(page, context, pageErrors)
  await openBuyFromAccount(page)
  await quote(page, '100')
  const popupOpened = context.waitForEvent('page')
  await page.getByTestId('kit-onramp-continue').click()
  const popup = await popupOpened
  await popup.waitForURL(/\/onramp\/provider\?session=/)
  // The provider pays the connected account: the mobile wallet's, not the dev wallet's.
  await expect(popup.getByTestId('onramp-address')).toHaveText(mobileWalletAddress)
  const providerOrigin = new URL(popup.url()).origin
  const amount = await popup.getByTestId('onramp-amount').inputValue()
  const before = await balanceOnChain(page, providerOrigin, mobileWalletAddress)
  await popup.getByTestId('onramp-buy').click()
  await expect(popup.getByTestId('onramp-result')).toHaveAttribute('data-state', 'done')
  expect((await balanceOnChain(page, providerOrigin, mobileWalletAddress)) - before).toBe(
    toWei(amount),
  )
  await popup.close()
  await expect(page.getByTestId('kit-toast')).toHaveText('Purchase complete')
  await expect(page.getByTestId('kit-account-address')).toBeVisible()
  await wallet.close()
})

for (const look of looks) {
  test(`every Buy view passes axe and is photographed: ${look.name}`, async ({ page, context }) => {
    // Five views, each walked by axe at rest and photographed.
    test.setTimeout(120_000)
    await openBuy(page, look.query)
    if (look.direction === 'rtl')
      await expect(page.locator('[data-kit-modal-root] [dir="rtl"]').first()).toBeAttached()
    await quote(page, '100')
    await expectNoAxeViolations(page, `OnRampProviders ${look.name}`)
    await expectAmountAtLineStart(page.getByTestId('kit-onramp-amount'), look)
    await shootModal(page, `buy-providers-${look.name}`)

    await page.getByTestId('kit-onramp-currency').click()
    await expect(page.getByTestId('kit-onramp-fiat-EUR')).toBeVisible()
    await expectNoAxeViolations(page, `OnRampFiatSelect ${look.name}`)
    await shootModal(page, `buy-fiat-${look.name}`)
    await page.getByTestId('kit-onramp-fiat-USD').click()

    await page.getByTestId('kit-onramp-token').click()
    await expect(page.getByTestId('kit-onramp-token-ETH')).toBeVisible()
    await expectNoAxeViolations(page, `OnRampTokenSelect ${look.name}`)
    await shootModal(page, `buy-token-${look.name}`)
    await page.getByTestId('kit-onramp-token-ETH').click()

    await page.getByTestId('kit-onramp-purchases').click()
    await expect(
      page.getByTestId('kit-onramp-purchase').or(page.getByTestId('kit-onramp-purchases-loading')),
    ).not.toHaveCount(0)
    await expect(page.getByTestId('kit-onramp-purchases-loading')).toHaveCount(0)
    await expectNoAxeViolations(page, `OnRampActivity ${look.name}`)
    await shootModal(page, `buy-purchases-${look.name}`)
    await page.getByTestId('kit-back').click()

    await expect(page.getByTestId('kit-onramp-providers')).toBeVisible()
    const popupOpened = context.waitForEvent('page')
    await page.getByTestId('kit-onramp-continue').click()
    const popup = await popupOpened
    await popup.waitForURL(/\/onramp\/provider\?session=/)
    await expect(page.getByTestId('kit-buy-in-progress')).toBeVisible()
    await expectNoAxeViolations(page, `BuyInProgress ${look.name}`)
    await shootModal(page, `buy-in-progress-${look.name}`)
    await popup.close()
    await expect(page.getByTestId('kit-buy-reopen')).toBeVisible()
    await expectNoAxeViolations(page, `BuyInProgress closed window ${look.name}`)
    await shootModal(page, `buy-in-progress-closed-${look.name}`)
  })
}
