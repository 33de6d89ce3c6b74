import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.js'
import {
  approveInWallet,
  expect,
  openAndChooseDevWallet,
  rejectInWallet,
  shootModal,
  test,
} from './fixtures.js'
import { looks } from './looks.js'
import { listSessions, signOutDevAccounts } from './siwxSessions.js'

/**
 * `?siwe=legacy`: an app written for AppKit's legacy SIWE (`createSIWEConfig`) against the local
 * API, which issues the nonce and keeps a session only once the demo's check verified it. The
 * sign-in asks in ConnectingSiwe.
 */

const modal = (page: Page) => page.getByTestId('kit-modal')
const signIn = (page: Page) => page.getByTestId('kit-connecting-siwe')
const account = (page: Page) => page.getByTestId('hook-account')
const status = (page: Page) => page.getByTestId('demo-signin-status')

/** The analytics service refusing the origin raises the Invalid App Configuration alert. */
const forbiddenAnalytics = /^Failed to load resource: the server responded with a status of 403/
test.use({ expectedConsoleErrors: [forbiddenAnalytics] })
test.describe.configure({ timeout: 60_000 })

/** Connects the dev wallet; the modal stays open on ConnectingSiwe. */
async function connectToSignIn(page: Page, query = '') {
  await page.goto(`/?siwe=legacy${query}`)
  await signOutDevAccounts(page)
  await openAndChooseDevWallet(page)
  await expect(signIn(page)).toBeVisible()
}

/** The address the dev wallet connected, from the demo's account hook. */
async function connectedAddress(page: Page) {
  const text = (await account(page).textContent()) ?? ''
  const address = /"caipAddress": "eip155:\d+:(0x[0-9a-fA-F]{40})"/.exec(text)?.[1]
  expect(address).toBeTruthy()
  return address as string
}

test("legacy siweConfig: ConnectingSiwe signs in through the app's backend, a reload keeps it", async ({
  page,
}) => {
  await connectToSignIn(page)
  await expect(signIn(page)).toContainText('Kit Demo wants to connect to your wallet')
  await expect(signIn(page)).toContainText('Canceling will disconnect you.')
  await expect(page.getByTestId('kit-siwx-sign-message')).toHaveCount(0)
  await expect(page.getByTestId('kit-close')).toBeDisabled()
  await expect(status(page)).toHaveText('not signed in')
  await shootModal(page, 'connecting-siwe')

  await page.getByTestId('kit-siwe-sign').click()
  await approveInWallet(page, 'personal_sign')
  await expect(modal(page)).toBeHidden()
  const address = await connectedAddress(page)
  // The API kept the session: its check verified the message, with the nonce it issued.
  const [session] = await listSessions(page, 'eip155:1', address)
  expect(session?.message).toContain('Sign in to the Kit demo.')
  expect(session?.message).toMatch(/^Nonce: [0-9a-f]{32}$/m)
  await expect(status(page)).toHaveText(`signed in as ${address} on eip155:1`)

  await page.reload()
  await expect(account(page)).toContainText('"status": "connected"')
  await expect(status(page)).toHaveText(`signed in as ${address} on eip155:1`)
  await expect(page.getByTestId('devwallet-request')).toHaveCount(0)
  await expect(modal(page)).toBeHidden()
})

test('legacy siweConfig: a declined signature says so, Cancel disconnects', async ({ page }) => {
  await connectToSignIn(page)
  await page.getByTestId('kit-siwe-sign').click()
  await rejectInWallet(page, 'personal_sign')
  await expect(page.getByTestId('kit-toast')).toContainText('Signature declined')
  await expect(signIn(page)).toBeVisible()
  await page.getByTestId('kit-siwe-cancel').click()
  await expect(modal(page)).toBeHidden()
  await expect(account(page)).toContainText('"isConnected": false')
  await expect(status(page)).toHaveText('not signed in')
})

for (const mode of looks) {
  test(`axe finds no WCAG 2.1 A/AA violation in ConnectingSiwe (${mode.name})`, async ({
    page,
  }) => {
    await connectToSignIn(page, `&${mode.query}`)
    // The dev wallet's panel floats over the page; it is not the modal's.
    await page.getByTestId('devwallet-panel').evaluate((panel) => {
      panel.style.visibility = 'hidden'
    })
    await expect(modal(page)).toHaveCSS('direction', mode.direction)
    await expectNoAxeViolations(page, `ConnectingSiwe (${mode.name})`)
    await shootModal(page, `connecting-siwe-${mode.name.split(' ')[0]}`)
  })
}
