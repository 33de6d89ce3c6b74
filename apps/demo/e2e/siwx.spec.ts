import type { Page } from '@playwright/test'
import {
  approveInWallet,
  expect,
  openAndChooseDevWallet,
  rejectInWallet,
  shootModal,
  test,
} from './fixtures.js'
import { signOutDevAccounts } from './siwxSessions.js'

const modal = (page: Page) => page.getByTestId('kit-modal')
const signIn = (page: Page) => page.getByTestId('kit-siwx-sign-message')
const account = (page: Page) => page.getByTestId('hook-account')

/** Connects the dev wallet; with `siwx` set, the modal stays open on the sign-in view. */
async function connectToSignIn(page: Page, siwx: 'required' | 'optional') {
  await page.goto(`/?siwx=${siwx}`)
  // Sessions live in the local API for the whole run.
  await signOutDevAccounts(page)
  await openAndChooseDevWallet(page)
  await expect(signIn(page)).toBeVisible()
  await expect(signIn(page)).toContainText('Kit Demo needs to connect to your wallet')
}

test('required sign-in: close is disabled, signing closes the modal, a reload keeps the session', async ({
  page,
}) => {
  await connectToSignIn(page, 'required')
  await expect(signIn(page)).toContainText('Canceling will disconnect you.')
  await expect(page.getByTestId('kit-close')).toBeDisabled()
  await shootModal(page, 'siwx-sign-message')
  await page.keyboard.press('Escape')
  await expect(signIn(page)).toBeVisible()

  await page.getByTestId('kit-siwx-sign').click()
  await expect(page.getByTestId('kit-toast')).toContainText('Authenticating...')
  await approveInWallet(page, 'personal_sign')
  await expect(modal(page)).toBeHidden()
  await expect(account(page)).toContainText('"isConnected": true')

  await page.reload()
  await expect(account(page)).toContainText('"status": "connected"')
  await expect(page.getByTestId('devwallet-request')).toHaveCount(0)
  await expect(modal(page)).toBeHidden()
})

test('required sign-in: Cancel disconnects', async ({ page }) => {
  await connectToSignIn(page, 'required')
  await page.getByTestId('kit-siwx-cancel').click()
  await expect(modal(page)).toBeHidden()
  await expect(account(page)).toContainText('"isConnected": false')
})

test('optional sign-in: a declined signature says so, and the modal can close', async ({
  page,
}) => {
  await connectToSignIn(page, 'optional')
  await expect(signIn(page)).not.toContainText('Canceling will disconnect you.')
  await page.getByTestId('kit-siwx-sign').click()
  await rejectInWallet(page, 'personal_sign')
  await expect(page.getByTestId('kit-toast')).toContainText('Signature declined')
  await expect(signIn(page)).toBeVisible()
  await expect(page.getByTestId('kit-close')).toBeEnabled()
  await page.getByTestId('kit-close').click()
  await expect(modal(page)).toBeHidden()
  await expect(account(page)).toContainText('"isConnected": true')
})

test('required sign-in: Cancel on a network without a session switches back to the signed-in one', async ({
  page,
}) => {
  await connectToSignIn(page, 'required')
  await page.getByTestId('kit-siwx-sign').click()
  await approveInWallet(page, 'personal_sign')
  await expect(modal(page)).toBeHidden()

  // To OP Mainnet, where this account has no session: sign-in asks again.
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await page.getByTestId('kit-network-chip').click()
  await page.locator('[data-testid="kit-network-row"][data-network-id="eip155:10"]').click()
  await approveInWallet(page, 'wallet_switchEthereumChain')
  await expect(signIn(page)).toBeVisible()
  await expect(account(page)).toContainText('"caipAddress": "eip155:10:')

  // Cancel goes back to Ethereum, signed in there, instead of disconnecting.
  await page.getByTestId('kit-siwx-cancel').click()
  await approveInWallet(page, 'wallet_switchEthereumChain')
  await expect(modal(page)).toBeHidden()
  await expect(account(page)).toContainText('"caipAddress": "eip155:1:')
  await expect(account(page)).toContainText('"isConnected": true')
})
