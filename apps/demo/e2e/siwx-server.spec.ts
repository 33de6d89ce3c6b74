import type { Page } from '@playwright/test'
import { approveInWallet, expect, openAndChooseDevWallet, test } from './fixtures.js'
import { apiUrlOf, listSessions, revokeSessions, signOutDevAccounts } from './siwxSessions.js'

// `?siwx=`: the demo signs in with `@kit/siwx` against its local API, which keeps a session only
// once the demo's sign-in check (demoSignIn.mjs: `@kit/siwx/server`'s verifySignIn) verified it.

const signIn = (page: Page) => page.getByTestId('kit-siwx-sign-message')
const status = (page: Page) => page.getByTestId('demo-signin-status')

/** Connects the EVM dev wallet with `?siwx=required` and signs in. */
async function signInWithDevWallet(page: Page) {
  await page.goto('/?siwx=required')
  await signOutDevAccounts(page)
  await expect(status(page)).toHaveText('not signed in')
  await openAndChooseDevWallet(page)
  await expect(signIn(page)).toBeVisible()
  // Connected, not signed in yet: the API has no session for the account.
  await expect(status(page)).toHaveText('not signed in')
  await page.getByTestId('kit-siwx-sign').click()
  await approveInWallet(page, 'personal_sign')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(status(page)).toHaveText(/^signed in as 0x[0-9a-fA-F]{40} on eip155:1$/)
  const address = /0x[0-9a-fA-F]{40}/.exec((await status(page).textContent()) ?? '')?.[0] ?? ''
  return { address }
}

test('EVM required sign-in: the panel says signed in only once the local API verified the session', async ({
  page,
}) => {
  const { address } = await signInWithDevWallet(page)
  const api = await apiUrlOf(page)
  const sessions = await listSessions(page, 'eip155:1', address)
  expect(sessions).toHaveLength(1)
  const [session] = sessions
  expect(session!.message).toContain(`Nonce: `)
  expect(session!.message).toContain('URI: http://127.0.0.1:')

  // The API verifies every session it is given: a replay (nonce used) and an altered message
  // are refused, from the demo's own origin.
  // As the page would send them (its Origin), from outside it.
  const origin = new URL(page.url()).origin
  const post = async (data: object) =>
    (await page.request.post(`${api}/v1/siwx/sessions`, { data, headers: { origin } })).status()
  const replay = { chainId: 'eip155:1', message: session!.message, signature: session!.signature }
  expect(await post({ ...replay, data: session!.data })).toBe(401)
  const altered = session!.message.replace('Sign in to the Kit demo.', 'Sign in to another app.')
  expect(await post({ ...replay, message: altered, data: session!.data })).toBe(401)
  expect(await listSessions(page, 'eip155:1', address)).toHaveLength(1)

  // A reload keeps the session: no new signature asked.
  await page.reload()
  await expect(status(page)).toHaveText(`signed in as ${address} on eip155:1`)
  await expect(page.getByTestId('devwallet-request')).toHaveCount(0)
})

test('a session revoked through the API: the panel says not signed in, and a reload asks again', async ({
  page,
}) => {
  const { address } = await signInWithDevWallet(page)
  await revokeSessions(page, await listSessions(page, 'eip155:1', address))
  await page.getByTestId('demo-signin-check').click()
  await expect(status(page)).toHaveText('not signed in')

  await page.reload()
  await expect(signIn(page)).toBeVisible()
  await expect(status(page)).toHaveText('not signed in')
})

test.describe('the local API refusing the session', () => {
  // The browser logs the refused request.
  test.use({ expectedConsoleErrors: [/status of 401/] })

  test('a signature the server does not accept: the panel stays not signed in and sign-in asks again', async ({
    page,
  }) => {
    await page.goto('/?siwx=required')
    await signOutDevAccounts(page)
    // The server's answer, as when its check refuses the session.
    let refused = 0
    await page.route(
      (url) => url.pathname === '/v1/siwx/sessions',
      (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        refused += 1
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ status: 401, field: 'signature', description: 'Sign-in refused' }),
        })
      },
    )
    await openAndChooseDevWallet(page)
    await page.getByTestId('kit-siwx-sign').click()
    await approveInWallet(page, 'personal_sign')
    await expect(page.getByTestId('kit-toast')).toContainText('Signature declined')
    expect(refused).toBe(1)
    await expect(signIn(page)).toBeVisible()
    // The required sign-in view covers the page: ask the API again from the panel all the same.
    await page.getByTestId('demo-signin-check').dispatchEvent('click')
    await expect(status(page)).toHaveText('not signed in')
  })
})
