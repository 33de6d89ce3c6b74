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
