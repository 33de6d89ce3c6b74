import { createRequire } from 'node:module'
import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.js'
import { connectDevWallet, devAccountNameIn, expect, shootModal, test } from './fixtures.js'
import { looks } from './looks.js'
import { answerInWallet, connectMobile, inMobileWallet } from './walletConnectSteps.js'

// The QR decoder the kit's own QR tests use (a dev dependency of @kit/react).
const jsQR = createRequire(new URL('../../../packages/react/package.json', import.meta.url))(
  'jsqr',
) as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null

/** The analytics service refusing the origin raises the Invalid App Configuration alert. */
const forbiddenAnalytics = /^Failed to load resource: the server responded with a status of 403/

test.use({ expectedConsoleErrors: [forbiddenAnalytics] })
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
})

/** The dev wallet's panel floats over the page; it is hidden while the modal is analysed. */
async function hideWalletPanel(page: Page) {
  await page.getByTestId('devwallet-panel').evaluate((panel) => {
    panel.style.visibility = 'hidden'
  })
}

async function openAccount(page: Page, query = 'theme=light') {
  await page.goto(`/?${query}`)
  await connectDevWallet(page)
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await expect(page.getByTestId('kit-account-address')).toBeVisible()
  return (await page.getByTestId('kit-account-address').getAttribute('title')) ?? ''
}

/** What a camera reads: the QR code as drawn on screen, decoded from its pixels. */
async function scanQr(page: Page, qr: Locator): Promise<string | undefined> {
  await page.waitForTimeout(350) // the view's slide in has ended
  const png = (await qr.screenshot({ animations: 'disabled' })).toString('base64')
  const { width, height, pixels } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const image = context.getImageData(0, 0, bitmap.width, bitmap.height)
    return { width: image.width, height: image.height, pixels: Array.from(image.data) }
  }, png)
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data
}

test('Receive: the QR code scans to the address, Copy copies it, the EVM networks are listed', async ({
  page,
}) => {
  const address = await openAccount(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.getByTestId('kit-feature-receive').click()
  await expect(page.getByTestId('kit-title')).toHaveText('Receive')
  await expect(page.getByTestId('kit-receive-address')).toHaveText(address)
  await expect(page.getByTestId('kit-qr-code')).toBeVisible()
  // The code with the card around it, as a phone's camera frames it.
  expect(await scanQr(page, page.locator('.kit-receive__qr'))).toBe(address)

  const networks = page.getByTestId('kit-receive-network')
  await expect(networks.first()).toHaveAttribute('data-network-id', 'eip155:1')
  expect(await networks.count()).toBeGreaterThan(1)
  const ids = await networks.evaluateAll((rows) =>
    rows.map((r) => r.getAttribute('data-network-id')),
  )
  expect(ids.every((id) => id?.startsWith('eip155:'))).toBe(true)

  await page.getByTestId('kit-receive-copy').click()
  await expect(page.getByTestId('kit-toast')).toHaveText('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
})

test('AccountSettings: network, name, copy and disconnect rows work', async ({ page }) => {
  const address = await openAccount(page)
  await page.getByTestId('kit-account-settings').click()
  await expect(page.getByTestId('kit-title')).toHaveText('Settings')
  await expect(page.getByTestId('kit-settings-name')).toContainText(devAccountNameIn)
  await expect(page.getByTestId('kit-settings-network')).toContainText('Ethereum')

  await page.getByTestId('kit-settings-network').click()
  await expect(page.getByTestId('kit-title')).toHaveText('Select network')
  await page.getByTestId('kit-back').click()
  await expect(page.getByTestId('kit-settings')).toBeVisible()

  await page.getByTestId('kit-settings-copy').click()
  await expect(page.getByTestId('kit-toast')).toHaveText('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  await page.getByTestId('kit-settings-disconnect').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.locator('appkit-button').getByTestId('kit-connect-button')).toBeVisible()
})

test('Transactions: the whole history by year and month, paged through the cursor', async ({
  page,
}) => {
  const cursors: (string | null)[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/history') && !url.searchParams.has('onramp'))
      cursors.push(url.searchParams.get('cursor'))
  })
  await openAccount(page)
  await page.getByTestId('kit-account-tab-activity').click()
  await expect(page.getByTestId('kit-activity-row').first()).toBeVisible()
  await page.getByTestId('kit-activity-all').click()
  await expect(page.getByTestId('kit-title')).toHaveText('Activity')
  const view = page.getByTestId('kit-transactions')
  const rows = view.getByTestId('kit-activity-row')
  await expect(rows.first()).toBeVisible()
  const years = view.getByTestId('kit-transactions-year')
  await expect(years.first()).toHaveText(String(new Date().getFullYear()))

  // Scrolling to the end loads the next page by itself, through the cursor, until the last. The
  // wheel scrolls, as a person does: Load more scrolled into view by script (which no person
  // does) at times left the card at rest above the list's end, with no page loading.
  const first = await rows.count()
  await rows.first().hover()
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 800)
        return page.getByTestId('kit-transactions-end').isVisible()
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  expect(await rows.count()).toBeGreaterThan(first)
  const withCursor = cursors.filter((cursor) => cursor !== null)
  expect(withCursor.length).toBeGreaterThanOrEqual(2)
  expect(new Set(withCursor).size).toBe(withCursor.length)
  // The seed reaches back into last year: a heading per year, newest first.
  const yearTexts = await years.allTextContents()
  expect(yearTexts.length).toBeGreaterThanOrEqual(2)
  expect(yearTexts.map(Number)).toEqual([...yearTexts.map(Number)].sort((a, b) => b - a))
  // No row is a spam airdrop (SPEC §5).
  await expect(view).not.toContainText('Claim Free Rewards')
})

test('a WalletConnect wallet moves to a chain its session approved without an approve-in-wallet view', async ({
  page,
  context,
  pageErrors,
}) => {
  const wallet = await connectMobile(page, context, pageErrors, { path: '/?panel=0' })
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  // The session approved every network, so the SDK switches without asking the wallet: the
  // SwitchNetwork view ("Approve in your wallet") must never show, not even for a moment.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="kit-switch-network"]'))
        document.documentElement.dataset.switchNetworkShown = 'yes'
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByTestId('kit-network-chip').click()
  await page.locator('[data-testid="kit-network-row"][data-network-id="eip155:10"]').click()
  await expect(page.getByTestId('kit-network-chip')).toContainText('OP Mainnet')
  await expect(page.getByTestId('hook-account')).toContainText('"caipAddress": "eip155:10:')
  await expect(page.locator('html')).not.toHaveAttribute('data-switch-network-shown', 'yes')
  await expect(page.getByTestId('kit-account-address')).toBeVisible()
  await wallet.close()
})

test('SwitchNetwork: a WalletConnect wallet asked for a chain its session lacks; a decline says so; axe and shots in each look', async ({
  page,
  context,
  pageErrors,
}) => {
  // The mobile wallet offers every devnet chain but OP Mainnet, so its session lacks eip155:10.
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch()
    const config = (await response.json()) as { chains: { chainId: number }[] }
    const chains = config.chains.filter((chain) => chain.chainId !== 10)
    await route.fulfill({ response, json: { ...config, chains } })
  })
  for (const mode of looks) {
    const wallet = await connectMobile(page, context, pageErrors, {
      path: `/?panel=0&${mode.query}`,
    })
    await page.locator('appkit-button').getByTestId('kit-account-button').click()
    await page.getByTestId('kit-network-chip').click()
    await page.locator('[data-testid="kit-network-row"][data-network-id="eip155:10"]').click()
    const view = page.getByTestId('kit-switch-network')
    await expect(view).toBeVisible()
    const title = page.getByTestId('kit-switch-network-title')
    if (mode.direction === 'ltr') {
      await expect(title).toHaveText('Approve in your wallet')
      // The wallet named is the session's peer, not the protocol.
      await expect(page.getByTestId('kit-switch-network-text')).toHaveText(
        'Accept the switch to OP Mainnet in Kit Mobile Wallet.',
      )
    }
    await expect(page.getByTestId('kit-modal')).toHaveCSS('direction', mode.direction)
    await expectNoAxeViolations(page, `SwitchNetwork, waiting (${mode.name})`)
    await shootModal(page, `switch-network-waiting-${mode.name}`)
    await answerInWallet(wallet, 'wallet_switchEthereumChain', false)
    await expect(page.getByTestId('kit-switch-network-retry')).toBeVisible()
    if (mode.direction === 'ltr') await expect(title).toHaveText('Switch declined')
    await expectNoAxeViolations(page, `SwitchNetwork, declined (${mode.name})`)
    await shootModal(page, `switch-network-declined-${mode.name}`)
    // Nothing moved: the app is still on Ethereum.
    await expect(page.getByTestId('hook-account')).toContainText('"caipAddress": "eip155:1:')
    await inMobileWallet(wallet, () => wallet.getByTestId('mw-disconnect').click())
    await expect(page.locator('appkit-button').getByTestId('kit-connect-button')).toBeVisible()
    await wallet.close()
  }
})

for (const mode of looks) {
  test(`the new views have no axe violation and are shot (${mode.name})`, async ({ page }) => {
    await page.route('**/getAnalyticsConfig*', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{}' }),
    )
    await openAccount(page, mode.query)
    await hideWalletPanel(page)
    await expect(page.getByTestId('kit-modal')).toHaveCSS('direction', mode.direction)
    const at = (view: string) => `${view} (${mode.name})`
    await shootModal(page, `account-features-account-${mode.name}`)

    await page.getByTestId('kit-feature-receive').click()
    await expect(page.getByTestId('kit-qr-code')).toBeVisible()
    await expectNoAxeViolations(page, at('WalletReceive'))
    await shootModal(page, `account-features-receive-${mode.name}`)
    await page.getByTestId('kit-back').click()

    await page.getByTestId('kit-account-settings').click()
    await expect(page.getByTestId('kit-settings-name')).toBeVisible()
    await expectNoAxeViolations(page, at('AccountSettings'))
    await shootModal(page, `account-features-settings-${mode.name}`)
    await page.getByTestId('kit-back').click()

    await page.getByTestId('kit-account-tab-activity').click()
    await expect(page.getByTestId('kit-activity-all')).toBeVisible()
    await shootModal(page, `account-features-activity-tab-${mode.name}`)
    await page.getByTestId('kit-activity-all').click()
    await expect(
      page.getByTestId('kit-transactions').getByTestId('kit-activity-row').first(),
    ).toBeVisible()
    await expectNoAxeViolations(page, at('Transactions'))
    await shootModal(page, `account-features-transactions-${mode.name}`)
  })
}
