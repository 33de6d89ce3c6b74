import { isDroppedAnswerLog } from '@kit/devnet/node'
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test'
import { expect } from './fixtures.js'

/**
 * Opens the modal and chooses WalletConnect; resolves once a QR code is drawn. It chooses once the
 * catalogue's rows are in: opened right after the page loaded, the modal draws them a moment after
 * the others, the card grows and re-centres, and a click in that moment pressed on one row and was
 * released on another, which clicks nothing.
 */
export async function openPairing(page: Page) {
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  await expect(page.locator('[data-section="recommended"]')).toBeVisible()
  await page.locator('[data-testid="kit-wallet-row"][data-connector-id="walletConnect"]').click()
  await expect(page.getByTestId('kit-qr-code')).toBeVisible()
}

/** The pairing URI on offer, through the modal's Copy link. */
export async function copyPairingUri(page: Page): Promise<string> {
  await page.getByTestId('kit-pairing-copy').click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** While the relay is down the browser itself logs each refused WebSocket handshake. */
export const relayDownErrors = [
  /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/.*' failed: .* 503$/,
]

/** The dapp page each mobile wallet page was opened from. */
const dappPages = new WeakMap<Page, Page>()

/**
 * Runs `task` with the mobile wallet's page in front, then brings the dapp's page back. Headless
 * Chromium draws frames for the page in front only: a page behind runs its animation frames
 * about once a second, so its clicks (which wait for a frame) and the kit's frame-paced work
 * crawl. A person has the wallet on their phone and the dapp in front on the desktop.
 */
export async function inMobileWallet<T>(wallet: Page, task: () => Promise<T>): Promise<T> {
  await wallet.bringToFront()
  try {
    return await task()
  } finally {
    await dappPages.get(wallet)?.bringToFront()
  }
}

/**
 * The demo mobile wallet in a second page, with the same no-error guard as the demo. The dapp's
 * page stays in front (see `inMobileWallet`).
 */
export async function openMobileWallet(
  page: Page,
  context: BrowserContext,
  errors: string[],
  expected: readonly RegExp[] = [],
) {
  const href = await page.getByTestId('demo-mobile-wallet').getAttribute('href')
  const wallet = await context.newPage()
  wallet.on('pageerror', (error) => errors.push(`wallet pageerror: ${error.message}`))
  const report = reportWalletErrors(errors)
  wallet.on('console', (message) => {
    const text = message.text()
    if (message.type() !== 'error' || expected.some((pattern) => pattern.test(text))) return
    const entry = report(text)
    if (entry !== undefined) void spellOut(errors, entry, message)
  })
  dappPages.set(wallet, page)
  await wallet.goto(href ?? '')
  await page.bringToFront()
  return wallet
}

/**
 * Collects the wallet page's console errors, except the WalletConnect SDK's pair of lines for an
 * answer it drops (see `isDroppedAnswerLog`); a failure line followed by anything else stays.
 */
function reportWalletErrors(errors: string[]): (text: string) => string | undefined {
  return (text) => {
    const previous = errors.at(-1) ?? ''
    if (
      previous.startsWith('wallet console: ') &&
      isDroppedAnswerLog({ previous, current: text })
    ) {
      errors.pop()
      return undefined
    }
    const entry = `wallet console: ${text}`
    errors.push(entry)
    return entry
  }
}

/**
 * Replaces a reported console error by its arguments in full, once the page has given them: the
 * preview shows a logged object's first keys only (the SDK's `{time, level: 50, …}` hides its
 * `msg`), so a failing guard would not say what the wallet logged.
 */
async function spellOut(errors: string[], entry: string, message: ConsoleMessage) {
  const values = await Promise.all(
    message.args().map((arg) => arg.jsonValue().catch(() => '<not serializable>')),
  )
  const index = errors.indexOf(entry)
  if (index === -1) return
  const full = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
  errors[index] = `${entry}\n  in full: ${full.join(' ')}`
}

/** Pairs the wallet through `uri` and approves the proposal, once it names each of `chains`. */
export async function pairInWallet(wallet: Page, uri: string, chains: readonly string[] = []) {
  await inMobileWallet(wallet, async () => {
    const sessions = wallet.getByTestId('mw-session')
    const before = await sessions.count()
    await wallet.getByTestId('mw-uri').fill(uri)
    await wallet.getByTestId('mw-pair').click()
    const proposal = wallet.getByTestId('mw-proposal-chains')
    for (const chain of chains) await expect(proposal).toContainText(chain)
    await wallet.getByTestId('mw-approve-session').click()
    await expect(sessions).toHaveCount(before + 1)
  })
}

export async function answerInWallet(wallet: Page, method: string, approve: boolean) {
  return inMobileWallet(wallet, async () => {
    const request = wallet.locator(`[data-testid="mw-request"][data-method="${method}"]`).last()
    await expect(request).toBeVisible()
    await request.getByTestId(approve ? 'mw-approve-request' : 'mw-reject-request').click()
    return request
  })
}

/**
 * Opens the demo (light, no dev-wallet panel, unless `path` says otherwise) and pairs it with the
 * mobile wallet through the URI the modal shows.
 */
export async function connectMobile(
  page: Page,
  context: BrowserContext,
  errors: string[],
  {
    path = '/?panel=0&theme=light',
    expected = [],
  }: { path?: string; expected?: readonly RegExp[] } = {},
) {
  await page.goto(path)
  // The pairing link is copied through the clipboard, as a visitor would.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  })
  await openPairing(page)
  const uri = await copyPairingUri(page)
  const wallet = await openMobileWallet(page, context, errors, expected)
  await pairInWallet(wallet, uri)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  return wallet
}

/** The mobile wallet signs with anvil's second dev account. */
export const mobileWalletAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
