import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

/** The page's connect button, which opens the modal. */
const connectButton = (page: Page) =>
  page.locator('appkit-button').getByTestId('kit-connect-button')

/** Waits until the modal is pre-rendered (closed) with the catalogue's wallets in it. */
async function preRendered(page: Page) {
  await page.goto('/')
  await expect(
    page.locator('[data-testid="kit-wallet-row"][data-wallet-id]').first(),
  ).toBeAttached()
}

type EntranceLog = { kitEntrances?: string[] }

/**
 * Records the card's entrances from here on (each `animationstart` on the card itself): an
 * entrance lasts 180 ms, so reading the running animations after an open can come too late.
 */
function recordEntrances(page: Page) {
  return page.getByTestId('kit-modal').evaluate((card) => {
    const seen: string[] = []
    ;(window as EntranceLog).kitEntrances = seen
    card.addEventListener('animationstart', (event) => {
      if (event.target === card) seen.push((event as AnimationEvent).animationName)
    })
  })
}

/** The entrances the card played since `recordEntrances`, in order. */
function entrances(page: Page) {
  return page.evaluate(() => (window as EntranceLog).kitEntrances ?? [])
}

test('the closed modal takes no focus, pointer or place in the accessibility tree', async ({
  page,
}) => {
  await preRendered(page)
  const root = page.locator('.kit-root')
  await expect(root).toHaveAttribute('data-closed', 'true')
  // Skipped by the browser's rendering: nothing in it counts as visible.
  expect(
    await page
      .getByTestId('kit-wallet-row')
      .first()
      .evaluate((row) => row.checkVisibility()),
  ).toBe(false)
  // Focus: neither a script nor Tab reaches it.
  const reached = await page
    .getByTestId('kit-wallet-row')
    .first()
    .evaluate((row) => {
      ;(row as HTMLElement).focus()
      return document.activeElement === row
    })
  expect(reached).toBe(false)
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await root.evaluate((node) => node.contains(document.activeElement))).toBe(false)
  }
  // Pointer: the root spans the page, yet a press on the page behind it lands on the page.
  const connect = connectButton(page)
  const box = await connect.boundingBox()
  if (!box) throw new Error('the connect button has no box')
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.kit-root') === null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(hit).toBe(true)
  // The accessibility tree: no dialog, no wallet button.
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const exposed = nodes.filter((node) => !node.ignored && node.role?.value === 'dialog')
  expect(exposed).toEqual([])
  await cdp.detach()
})

test('each open plays the entrance again; endless animations wait while closed', async ({
  page,
}) => {
  await preRendered(page)
  await recordEntrances(page)
  // A spinner drawn while closed is held, and turns once the modal shows.
  await page.getByTestId('kit-modal').evaluate((card) => {
    const spinner = document.createElement('span')
    spinner.className = 'kit-spinner'
    spinner.dataset.testid = 'probe-spinner'
    card.append(spinner)
  })
  const spinner = page.getByTestId('probe-spinner')
  await expect(spinner).toHaveCSS('animation-play-state', 'paused')
  expect(await entrances(page)).toEqual([])
  const connect = connectButton(page)
  await connect.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect.poll(() => entrances(page)).toEqual(['kit-card-in'])
  await expect(spinner).toHaveCSS('animation-play-state', 'running')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(spinner).toHaveCSS('animation-play-state', 'paused')
  await connect.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect.poll(() => entrances(page)).toEqual(['kit-card-in', 'kit-card-in'])
  // The root passes the pointer on, the backdrop takes it: a press beside the card closes.
  await page.mouse.click(4, 4)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(connect).toBeFocused()
})

test('on a phone the card rises as a sheet, and with reduced motion it fades', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await preRendered(page)
  await recordEntrances(page)
  const connect = connectButton(page)
  await connect.click()
  await expect.poll(() => entrances(page)).toEqual(['kit-sheet-in'])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await connect.click()
  await expect.poll(() => entrances(page)).toEqual(['kit-sheet-in', 'kit-fade-in'])
})
