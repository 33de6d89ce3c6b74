import type { Page } from '@playwright/test'
import { expect, shootModal, test } from './fixtures.js'

async function openAllWallets(page: Page, query = '') {
  await page.goto(`/${query}`)
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  await page.getByTestId('kit-all-wallets').click()
  await expect(page.getByTestId('kit-title')).toHaveText('All Wallets')
  await expect(page.getByTestId('kit-wallet-tile').first()).toBeVisible()
}

const tileIds = (page: Page) =>
  page
    .getByTestId('kit-wallet-tile')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-wallet-id') ?? ''))

test('the Connect view recommends catalogue wallets and counts the catalogue', async ({ page }) => {
  await page.goto('/')
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  const list = page.getByTestId('kit-wallet-list')
  await expect(list.locator('[data-section="injected"]')).toContainText('Kit Dev Wallet')
  await expect(
    list.locator('[data-section="recommended"] [data-testid="kit-wallet-row"]'),
  ).toHaveCount(4)
  // The catalogue's own entry for the installed wallet is not offered twice.
  await expect(list.getByRole('button', { name: /Kit Dev Wallet/ })).toHaveCount(1)
  await expect(page.getByTestId('kit-all-wallets')).toContainText(/\d/)
})

test('all wallets pages through the catalogue as it scrolls, keeping the DOM small', async ({
  page,
}) => {
  await openAllWallets(page)
  const grid = page.getByTestId('kit-all-wallets-grid')
  const seen = new Set(await tileIds(page))
  expect(seen.size).toBeGreaterThan(8)
  for (let round = 0; round < 6; round++) {
    await grid.evaluate((element) => {
      element.scrollTop = element.scrollHeight
    })
    await page.waitForTimeout(150)
    for (const id of await tileIds(page)) seen.add(id)
  }
  // Three pages of 40 or more were fetched and drawn; only the tiles in view are in the DOM.
  expect(seen.size).toBeGreaterThan(120)
  expect(await page.getByTestId('kit-wallet-tile').count()).toBeLessThan(100)
})

test('a search typed far down the catalogue shows its results from the first row', async ({
  page,
}) => {
  await openAllWallets(page)
  const grid = page.getByTestId('kit-all-wallets-grid')
  for (let round = 0; round < 3; round++) {
    await grid.evaluate((element) => {
      element.scrollTop = element.scrollHeight
    })
    await page.waitForTimeout(150)
  }
  expect(await grid.evaluate((element) => element.scrollTop)).toBeGreaterThan(1000)
  await page.getByTestId('kit-wallet-search').fill('wallet')
  const first = page.getByTestId('kit-wallet-tile').first()
  await expect(first).toHaveAttribute('data-index', '0')
  await expect(first).toBeInViewport()
  expect(await grid.evaluate((element) => element.scrollTop)).toBe(0)
  await shootModal(page, 'all-wallets-search-after-scroll')
})

test('search finds wallets by name from the keyboard and a result can be chosen', async ({
  page,
}) => {
  await openAllWallets(page)
  const search = page.getByTestId('kit-wallet-search')
  await search.focus()
  await page.keyboard.type('Kit Dev')
  await expect(page.getByTestId('kit-wallet-tile')).toHaveCount(1)
  await expect(page.getByTestId('kit-wallet-tile')).toContainText('Kit Dev Wallet')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('kit-wallet-tile')).toBeFocused()
  await page.keyboard.press('Enter')
  // The catalogue entry of an installed extension opens that extension.
  await expect(page.getByTestId('kit-title')).toHaveText('Kit Dev Wallet')
  await expect(
    page
      .getByTestId('kit-connecting-retry')
      .or(page.locator('[data-testid="devwallet-request"]'))
      .first(),
  ).toBeVisible()
})

test('a search with no match says so, and Escape clears it first', async ({ page }) => {
  await openAllWallets(page)
  const search = page.getByTestId('kit-wallet-search')
  await search.fill('zzzz-no-such-wallet')
  await expect(page.getByText('No wallet found')).toBeVisible()
  await search.press('Escape')
  await expect(search).toHaveValue('')
  await expect(page.getByTestId('kit-modal')).toBeVisible()
  await expect(page.getByTestId('kit-wallet-tile').first()).toBeVisible()
})

test('the host can exclude and include wallets by id or rdns', async ({ page }) => {
  await openAllWallets(page)
  const [first, second, third] = await tileIds(page)
  expect(third).toBeTruthy()

  await openAllWallets(page, `?exclude=${first},dev.kit.wallet`)
  const afterExclude = await tileIds(page)
  expect(afterExclude).not.toContain(first)
  expect(afterExclude).toContain(second)
  await page.getByTestId('kit-wallet-search').fill('Kit Dev')
  await expect(page.getByText('No wallet found')).toBeVisible()

  await openAllWallets(page, `?include=${second},${third}`)
  await expect.poll(() => tileIds(page)).toEqual([second, third])
})
