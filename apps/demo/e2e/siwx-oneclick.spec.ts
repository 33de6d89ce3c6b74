import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { listSessions, signOutDevAccounts } from './siwxSessions.js'
import {
  copyPairingUri,
  inMobileWallet,
  openMobileWallet,
  openPairing,
} from './walletConnectSteps.js'

/** The mobile wallet signs in with anvil's second dev account. */
const walletAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
})

const modal = (page: Page) => page.getByTestId('kit-modal')
const nonceOf = (message = '') => /^Nonce: (\w+)$/m.exec(message)?.[1]
const account = (page: Page) => page.getByTestId('hook-account')

/**
 * Opens the demo with required sign-in (every network eip155) and hands its pairing URI to the
 * mobile wallet, which shows the one-click sign-in request instead of a plain proposal.
 */
async function pairForSignIn(page: Page, context: BrowserContext, errors: string[]) {
  await page.goto('/?panel=0&siwx=required')
  await signOutDevAccounts(page)
  await openPairing(page)
  const uri = await copyPairingUri(page)
  const wallet = await openMobileWallet(page, context, errors)
  const request = wallet.getByTestId('mw-authenticate')
  await inMobileWallet(wallet, async () => {
    await wallet.getByTestId('mw-uri').fill(uri)
    await wallet.getByTestId('mw-pair').click()
    await expect(request).toBeVisible()
    await expect(wallet.getByTestId('mw-proposal')).toHaveCount(0)
  })
  return { wallet, request }
}

test('one-click auth: the wallet approves connect and sign-in once, and the modal never asks to sign', async ({
  page,
  context,
  pageErrors,
}) => {
  const { wallet, request } = await pairForSignIn(page, context, pageErrors)
  const message = request.getByTestId('mw-authenticate-message')
  await expect(message).toContainText('wants you to sign in with your Ethereum account:')
  await expect(message).toContainText(walletAddress)
  await expect(message).toContainText('Sign in to the Kit demo.')
  await expect(message).toContainText(/Nonce: [0-9a-f]{24}/)

  await inMobileWallet(wallet, async () => {
    await request.getByTestId('mw-approve-authenticate').click()
    await expect(wallet.getByTestId('mw-session')).toHaveCount(1)
  })
  await expect(account(page)).toContainText(`"caipAddress": "eip155:1:${walletAddress}"`)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('kit-siwx-sign-message')).toHaveCount(0)
  // The wallet was asked nothing more: no personal_sign for the sign-in.
  await expect(wallet.getByTestId('mw-request')).toHaveCount(0)
  // Each chain the wallet approved is signed in, its session kept by the local API, though all
  // were signed with one nonce (OP Mainnet is the demo's second network).
  const kept = await listSessions(page, 'eip155:1', walletAddress)
  const second = await listSessions(page, 'eip155:10', walletAddress)
  expect(kept).toHaveLength(1)
  expect(second).toHaveLength(1)
  expect(second[0]?.message).toContain('\nChain ID: 10\n')
  expect(nonceOf(second[0]?.message)).toBe(nonceOf(kept[0]?.message))

  // The session was kept: a reload does not ask to sign in again.
  await page.reload()
  await expect(account(page)).toContainText('"status": "connected"')
  await expect(modal(page)).toBeHidden()
  await wallet.close()
})

test('one-click auth: a rejection in the wallet leaves the demo disconnected', async ({
  page,
  context,
  pageErrors,
}) => {
  const { wallet, request } = await pairForSignIn(page, context, pageErrors)
  await inMobileWallet(wallet, async () => {
    await request.getByTestId('mw-reject-authenticate').click()
    await expect(wallet.getByTestId('mw-authenticate')).toHaveCount(0)
  })
  await expect(wallet.getByTestId('mw-session')).toHaveCount(0)
  await expect(account(page)).toContainText('"isConnected": false')
  await expect(page.getByTestId('kit-siwx-sign-message')).toHaveCount(0)
  await wallet.close()
})
