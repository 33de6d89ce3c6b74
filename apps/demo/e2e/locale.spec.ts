import type { Page } from '@playwright/test'
import { expect, pickDevWallet, shootModal, test } from './fixtures.js'

const root = (page: Page) => page.locator('.kit-root')
const connectButton = (page: Page) =>
  page.locator('appkit-button').getByTestId('kit-connect-button')

const languages = [
  { locale: 'ar', dir: 'rtl' },
  { locale: 'ja', dir: 'ltr' },
] as const

for (const { locale, dir: direction } of languages) {
  test(`Connect, All Wallets and Account in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 })
    await page.goto(`/?locale=${locale}`)
    // The button's text arrives with the language's catalogue, after first paint.
    await expect(connectButton(page)).toHaveAttribute('lang', locale)
    await connectButton(page).click()
    await expect(root(page)).toHaveAttribute('lang', locale)
    await expect(root(page)).toHaveAttribute('dir', direction)
    await expect(page.locator('[data-section="recommended"]')).toBeVisible()
    await shootModal(page, `connect-${locale}`)
    const title = page.getByTestId('kit-title')
    const titleBox = await title.boundingBox()
    const close = await page.getByTestId('kit-close').boundingBox()
    // Mirrored: close sits at the start of the line, left in English, right in Arabic.
    expect(
      close && titleBox && (direction === 'rtl' ? close.x < titleBox.x : close.x > titleBox.x),
    ).toBe(true)
    await page.getByTestId('kit-all-wallets').click()
    await expect(page.getByTestId('kit-wallet-tile').nth(8)).toBeVisible()
    const tiles = page.getByTestId('kit-wallet-tile')
    const first = await tiles.nth(0).boundingBox()
    const second = await tiles.nth(1).boundingBox()
    // The grid fills from the start of the line.
    expect(first && second && (direction === 'rtl' ? first.x > second.x : first.x < second.x)).toBe(
      true,
    )
    await shootModal(page, `all-wallets-${locale}`)
    await page.getByTestId('kit-back').click()
    await pickDevWallet(page)
    await page.locator('appkit-button').getByTestId('kit-account-button').click()
    await expect(page.getByTestId('kit-account-balance')).toBeVisible()
    await expect(page.getByTestId('kit-token-row').first()).toBeVisible()
    // Amounts stay left to right inside the mirrored card.
    const amount = page.getByTestId('kit-account-balance').locator('bdi[dir="ltr"]').first()
    await expect(amount).toBeVisible()
    await shootModal(page, `account-${locale}`)
  })
}

test('switching the language redraws the open modal', async ({ page }) => {
  await page.goto('/?locale=en')
  await connectButton(page).click()
  await expect(page.getByTestId('kit-title')).toHaveText('Connect Wallet')
  await page.getByTestId('demo-locale').selectOption('ar', { force: true })
  await expect(root(page)).toHaveAttribute('dir', 'rtl')
  await expect(page.getByTestId('kit-title')).not.toHaveText('Connect Wallet')
  await expect(page.getByTestId('kit-modal')).toBeVisible()
  await page.getByTestId('demo-locale').selectOption('ja', { force: true })
  await expect(root(page)).toHaveAttribute('dir', 'ltr')
  await expect(root(page)).toHaveAttribute('lang', 'ja')
  await page.getByTestId('demo-locale').selectOption('en', { force: true })
  await expect(page.getByTestId('kit-title')).toHaveText('Connect Wallet')
})

test.describe('without a locale option', () => {
  test.use({ locale: 'he-IL' })

  test("draws the modal in the browser's language", async ({ page }) => {
    await page.goto('/')
    await expect(connectButton(page)).toHaveAttribute('lang', 'he')
    await connectButton(page).click()
    await expect(root(page)).toHaveAttribute('lang', 'he')
    await expect(root(page)).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('kit-title')).not.toHaveText('Connect Wallet')
  })
})
