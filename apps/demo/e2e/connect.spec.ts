import {
  approveInWallet,
  connectDevWallet,
  devAccountName,
  devAccountNameIn,
  expect,
  rejectInWallet,
  test,
} from './fixtures.js'

test.beforeEach(async ({ page }, testInfo) => {
  await page.goto('/')
  // Each project serves the demo built against one React (playwright.config.ts).
  const { reactMajor } = testInfo.project.metadata as { reactMajor: number }
  await expect(page.locator('html')).toHaveAttribute(
    'data-react-version',
    new RegExp(`^${reactMajor}\\.`),
  )
})

test('connects the dev wallet and shows its address and balance', async ({ page }) => {
  await connectDevWallet(page)
  const accountButton = page.locator('appkit-button').getByTestId('kit-account-button')
  // The local API knows dev account 0 by a registered name; the seeded history moved its balance.
  await expect(accountButton).toContainText(devAccountNameIn)
  await expect(accountButton).toContainText(/10,0\d\d(\.\d+)? ETH/)
  await accountButton.click()
  await expect(page.getByTestId('kit-account-address')).toHaveText(devAccountName)
  await expect(page.getByTestId('kit-account-address')).toHaveAttribute(
    'title',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  await expect(page.getByTestId('kit-account-balance')).toContainText(/10,0\d\d(\.\d+)? ETH/)
  await expect(page.getByTestId('kit-network-chip')).toContainText('Ethereum')
  await expect(page.getByTestId('hook-account')).toContainText(
    '"caipAddress": "eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"',
  )
})

test('opened after the catalogue came in, the list is drawn at its height: no row moves under the pointer', async ({
  page,
}) => {
  // The closed modal is rendered hidden, and the catalogue's rows reach its list before the open.
  const list = page.getByTestId('kit-wallet-list')
  await expect(
    list.locator('[data-section="recommended"] [data-testid="kit-wallet-row"]'),
  ).toHaveCount(4)
  // The first row's top in each frame from the open on, read as the frame begins. The first is
  // read before the open card's first layout (the click ran in the task before that frame), so
  // each later one is what the previous frame painted.
  await page.evaluate(() => {
    const tops: number[] = []
    ;(window as unknown as { rowTops: number[] }).rowTops = tops
    const read = () => {
      const row = document.querySelector(
        '[data-testid="kit-wallet-list"] [data-testid="kit-wallet-row"]',
      )
      if (row && !document.querySelector('.kit-root[data-closed]'))
        tops.push(row.getBoundingClientRect().top)
      if (tops.length < 30) requestAnimationFrame(read)
    }
    requestAnimationFrame(read)
  })
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  const recorded = await page.waitForFunction(() => {
    const { rowTops } = window as unknown as { rowTops: number[] }
    return rowTops.length === 30 && rowTops
  })
  const painted = ((await recorded.jsonValue()) as number[]).slice(1)
  const rest = (await list.getByTestId('kit-wallet-row').first().boundingBox())?.y ?? Number.NaN
  // Only the card's entrance (8 px and 2% of scale) moves it. Growing from the height the list
  // had when it was last seen moved it by two rows.
  for (const top of painted) expect(Math.abs(top - rest)).toBeLessThanOrEqual(16)
  await list.getByRole('button', { name: /Kit Dev Wallet/ }).click()
  await approveInWallet(page, 'eth_requestAccounts')
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": true')
})

test('a rejection in the wallet is shown, and retry connects', async ({ page }) => {
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  await page
    .getByTestId('kit-wallet-list')
    .getByRole('button', { name: /Kit Dev Wallet/ })
    .click()
  await rejectInWallet(page, 'eth_requestAccounts')
  await expect(page.getByTestId('kit-modal')).toContainText('Connection declined')
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": false')
  await page.getByTestId('kit-connecting-retry').click()
  await approveInWallet(page, 'eth_requestAccounts')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": true')
})

test('a reload reconnects without a prompt', async ({ page }) => {
  await connectDevWallet(page)
  await page.reload()
  await expect(page.getByTestId('hook-account')).toContainText('"status": "connected"')
  await expect(page.locator('appkit-button').getByTestId('kit-account-button')).toContainText(
    devAccountNameIn,
  )
  await expect(page.getByTestId('devwallet-request')).toHaveCount(0)
})

test('disconnect returns to Connect', async ({ page }) => {
  await connectDevWallet(page)
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await page.getByTestId('kit-disconnect').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.locator('appkit-button').getByTestId('kit-connect-button')).toBeVisible()
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  await expect(page.getByTestId('kit-title')).toHaveText('Connect Wallet')
  await page.reload()
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": false')
})

test('signs a message through the provider from useAppKitProvider', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByTestId('demo-sign').click()
  await approveInWallet(page, 'personal_sign')
  await expect(page.getByTestId('demo-result')).toHaveText(/^personal_sign: 0x[0-9a-f]{130}$/)
})

test('a rejected signature is reported as a user rejection', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByTestId('demo-sign').click()
  await rejectInWallet(page, 'personal_sign')
  await expect(page.getByTestId('demo-result')).toContainText('personal_sign failed')
  await expect(page.getByTestId('demo-result')).toContainText(/rejected/i)
})
