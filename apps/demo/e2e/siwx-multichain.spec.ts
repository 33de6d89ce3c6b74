import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { listSessions, signOutDevAccounts } from './siwxSessions.js'

// `?chains=all&siwx=optional`: Solana and Bitcoin sign in with their dev wallets; the local API
// keeps each session only once the demo's sign-in check verified it (ed25519, BIP-322).

test.describe.configure({ timeout: 120_000 })

const signIn = (page: Page) => page.getByTestId('kit-siwx-sign-message')
const status = (page: Page) => page.getByTestId('demo-signin-status')

/** The Solana or Bitcoin dev wallet's panel answers its oldest pending request. */
async function answer(page: Page, wallet: 'solana' | 'bitcoin') {
  await page
    .getByTestId(`devwallet-${wallet}-panel`)
    .getByTestId('devwallet-approve')
    .first()
    .click()
}

for (const { label, name, wallet, namespace, address } of [
  {
    label: 'Solana',
    name: 'Kit Dev Solana Wallet',
    wallet: 'solana',
    namespace: 'solana',
    address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  },
  {
    label: 'Bitcoin',
    name: 'Kit Dev Bitcoin Wallet',
    wallet: 'bitcoin',
    namespace: 'bip122',
    address: /^bcrt1q[0-9a-z]+$/,
  },
] as const) {
  test(`${label}: sign in with the dev wallet, verified and kept by the local API`, async ({
    page,
  }) => {
    await page.goto('/?chains=all&siwx=optional')
    await signOutDevAccounts(page)
    await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name }).click()
    await answer(page, wallet)
    await expect(signIn(page)).toBeVisible()
    await expect(status(page)).toHaveText('not signed in')

    await page.getByTestId('kit-siwx-sign').click()
    await answer(page, wallet)
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    const connected = (await page.getByTestId(`demo-${namespace}-address`).textContent()) ?? ''
    expect(connected).toMatch(address)
    await expect(status(page)).toHaveText(
      new RegExp(`^signed in as ${connected} on ${namespace}:[-_a-zA-Z0-9]+$`),
    )
    const chainId = ((await status(page).textContent()) ?? '').split(' on ')[1] ?? ''
    const [session, ...others] = await listSessions(page, chainId, connected)
    expect(others).toEqual([])
    expect(session!.data).toMatchObject({ chainId, accountAddress: connected })
    expect(session!.message).toContain('Sign in to the Kit demo.')

    // A reload keeps the session: no new signature asked.
    await page.reload()
    await expect(status(page)).toHaveText(`signed in as ${connected} on ${chainId}`)
    await expect(signIn(page)).toHaveCount(0)
  })
}
