import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.js'
import { connectDevWallet, expect, shootModal, test } from './fixtures.js'
import { looks } from './looks.js'

/**
 * Help for a first-time visitor: what a wallet is (the help button on Connect), which wallets to
 * get and where (the catalogue's App Store, Google Play and home pages), "Don't have it? Get"
 * under a catalogue wallet's QR code, and what a network is (under the network list).
 */

test.describe.configure({ timeout: 60_000 })

const modal = (page: Page) => page.getByTestId('kit-modal')
const title = (page: Page) => page.getByTestId('kit-title')

/** The wallet pages are other sites: each answers with a page of its own, here. */
async function serveWalletPages(page: Page) {
  await page.context().route(/^https:\/\/[^/]+\.example\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Wallet page</title><p>A wallet page</p>',
    }),
  )
}

for (const look of looks) {
  test(`What is a wallet, Get a wallet and a wallet's downloads (${look.name})`, async ({
    page,
  }) => {
    await serveWalletPages(page)
    await page.goto(`/?${look.query}`)
    await page.locator('appkit-button').getByTestId('kit-connect-button').click()
    await expect(page.locator('[data-section="recommended"]')).toBeVisible()
    await expect(modal(page)).toHaveCSS('direction', look.direction)

    // Connect's help button.
    const help = page.getByTestId('kit-help')
    await expect(help).toBeVisible()
    if (look.direction === 'ltr') await expect(help).toHaveAccessibleName('What is a wallet?')
    await help.click()
    await expect(page.getByTestId('kit-what-is-a-wallet')).toBeVisible()
    await expect(page.getByTestId('kit-what-is-a-wallet').locator('h3')).toHaveCount(3)
    if (look.direction === 'ltr') await expect(title(page)).toHaveText('What is a wallet?')
    await expectNoAxeViolations(page, `WhatIsAWallet (${look.name})`)
    await shootModal(page, `help-what-is-a-wallet-${look.name}`)

    // Get a wallet: the catalogue's first wallets that have a page to get them from.
    await page.getByTestId('kit-get-wallet').click()
    const rows = page.getByTestId('kit-get-wallet-row')
    await expect(rows.first()).toBeVisible()
    const count = await rows.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(8)
    // The dev wallet is installed here: it is not suggested.
    await expect(rows.filter({ hasText: 'Kit Dev Wallet' })).toHaveCount(0)
    await expectNoAxeViolations(page, `GetWallet (${look.name})`)
    await shootModal(page, `help-get-wallet-${look.name}`)

    // One wallet's downloads, each a link to its page in a new tab, with no opener.
    const name = (await rows.first().textContent()) ?? ''
    await rows.first().click()
    await expect(title(page)).toHaveText(name)
    const links = page.getByTestId('kit-download-link')
    await expect(links.first()).toBeVisible()
    for (const href of await links.evaluateAll((all) =>
      all.map((a) => (a as HTMLAnchorElement).href),
    ))
      expect(new URL(href).protocol).toBe('https:')
    // In this order, those the catalogue lists: the extension first on a computer.
    const order = ['chromeStore', 'appStore', 'playStore', 'homepage']
    const kinds = await links.evaluateAll((all) => all.map((a) => (a as HTMLElement).dataset.kind))
    expect(kinds).toEqual(order.filter((kind) => kinds.includes(kind)))
    await expectNoAxeViolations(page, `Downloads (${look.name})`)
    await shootModal(page, `help-downloads-${look.name}`)
    const website = page.locator('[data-testid="kit-download-link"][data-kind="homepage"]')
    const href = (await website.getAttribute('href')) ?? ''
    const [tab] = await Promise.all([page.context().waitForEvent('page'), website.click()])
    await tab.waitForLoadState()
    expect(tab.url()).toBe(new URL(href).href)
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await tab.close()

    // Back through the way it came, to Connect.
    await page.getByTestId('kit-back').click()
    await expect(rows.first()).toBeVisible()
    await page.getByTestId('kit-back').click()
    await page.getByTestId('kit-back').click()
    await expect(page.locator('[data-section="recommended"]')).toBeVisible()
  })
}

test("a catalogue wallet's QR code offers its downloads: Don't have it? Get", async ({ page }) => {
  await serveWalletPages(page)
  await page.goto('/?theme=light')
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  const wallet = page.locator('[data-section="recommended"] button').first()
  const name = ((await wallet.textContent()) ?? '').trim()
  await wallet.click()
  await expect(page.getByTestId('kit-qr-code')).toBeVisible()
  const get = page.getByTestId('kit-pairing-get')
  await expect(get).toContainText(`Don't have ${name}?`)
  await shootModal(page, 'help-pairing-get')
  await page.getByTestId('kit-pairing-get-button').click()
  await expect(title(page)).toHaveText(name)
  await expect(page.getByTestId('kit-download-link').first()).toBeVisible()
  // Back returns to the pairing, which offers a code again.
  await page.getByTestId('kit-back').click()
  await expect(page.getByTestId('kit-qr-code')).toBeVisible()
})

for (const look of looks) {
  test(`What is a network, under the network list (${look.name})`, async ({ page }) => {
    await page.goto(`/?${look.query}`)
    await connectDevWallet(page)
    await page.locator('appkit-button').getByTestId('kit-account-button').click()
    await page.getByTestId('kit-network-chip').click()
    await page.getByTestId('kit-networks-help').click()
    const view = page.getByTestId('kit-what-is-a-network')
    await expect(view).toBeVisible()
    await expect(view.locator('h3')).toHaveCount(3)
    if (look.direction === 'ltr') await expect(title(page)).toHaveText('What is a network?')
    await expectNoAxeViolations(page, `WhatIsANetwork (${look.name})`)
    await shootModal(page, `help-what-is-a-network-${look.name}`)
    await page.getByTestId('kit-back').click()
    await expect(page.getByTestId('kit-network-row').first()).toBeVisible()
  })
}
