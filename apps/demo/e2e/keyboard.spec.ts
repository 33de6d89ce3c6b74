import { expect, test } from './fixtures.js'

test('keyboard only: open, Tab stays inside the dialog, Escape closes and focus returns', async ({
  page,
}) => {
  await page.goto('/')
  const connect = page.locator('appkit-button').getByTestId('kit-connect-button')
  await connect.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connect).toBeFocused()
})

test('Tab to a control below a stage still growing to its view leaves the view whole', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  const allWallets = page
    .getByTestId('kit-wallet-list')
    .getByRole('button', { name: /All Wallets/ })
  await expect(allWallets).toBeVisible()
  // As in the middle of its height's transition: the stage is shorter than the view it clips.
  const stage = page.locator('.kit-stage')
  await stage.evaluate((node: HTMLElement) => {
    node.style.transition = 'none'
    node.style.height = '120px'
  })
  // Tab to All Wallets, the list's last row, which lies below the stage's bottom.
  for (
    let i = 0;
    i < 12 && !(await allWallets.evaluate((node) => node === document.activeElement));
    i++
  )
    await page.keyboard.press('Tab')
  await expect(allWallets).toBeFocused()
  // The focus scrolled the stage; it goes back to its top at its scroll event.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await stage.evaluate((node) => node.scrollTop)).toBe(0)
})
