import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.js'
import {
  approveInWallet,
  connectDevWallet,
  expect,
  rejectInWallet,
  shootModal,
  test,
} from './fixtures.js'
import { looks } from './looks.js'
import { answerInWallet, connectMobile, mobileWalletAddress } from './walletConnectSteps.js'

/**
 * Account names on the local stack: the dev wallet's account (which the local API already names
 * kitdev.kit.id) registers more names; the newest is the one it goes by.
 */

const accountButton = (page: Page) =>
  page.locator('appkit-button').getByTestId('kit-account-button')
const nameInput = (page: Page) => page.getByTestId('kit-name-input')
const registerButton = (page: Page) => page.getByTestId('kit-register-name')

/**
 * Until the returned function is called, the API's identity answer says the account has no name
 * yet, as for a visitor without one: Settings then offers Choose name.
 */
async function withoutName(page: Page) {
  const pattern = '**/v1/identity/**'
  await page.route(pattern, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { name: null, avatar: null } })
  })
  return () => page.unroute(pattern)
}

/** Makes the suggestions call every name free, as a stale answer would. */
async function suggestionsSayFree(page: Page) {
  await page.route('**/v1/profile/suggestions/**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { suggestions: { name: string }[] }
    const suggestions = body.suggestions.map(({ name }) => ({ name, registered: false }))
    await route.fulfill({ response, json: { suggestions } })
  })
}

/** Connects the dev wallet and goes Account → Settings → Choose name (ChooseAccountName). */
async function openChooseName(page: Page, query = '') {
  await page.goto(`/${query}`)
  await connectDevWallet(page)
  await accountButton(page).click()
  await expect(page.getByTestId('kit-account-address')).not.toHaveText('kitdev.kit.id')
  await page.getByTestId('kit-account-settings').click()
  await page.getByTestId('kit-settings-choose-name').click()
  await expect(page.getByTestId('kit-choose-account-name')).toBeVisible()
}

/** From ChooseAccountName: types `label` and waits for the availability answer. */
async function typeName(page: Page, label: string, availability: RegExp) {
  await page.getByTestId('kit-choose-name').click()
  await expect(page.getByTestId('kit-register-account-name')).toBeVisible()
  await nameInput(page).fill(label)
  await expect(page.getByTestId('kit-name-status')).toContainText(availability)
}

test('registers a name with the dev wallet: Account view and button show it, and so does a reload', async ({
  page,
}) => {
  const showName = await withoutName(page)
  await openChooseName(page)
  await typeName(page, 'Kit-Names-E2E', /kit-names-e2e\.kit\.id is available/)
  await expect(page.getByTestId('kit-name-suggestion').first()).toBeVisible()
  await registerButton(page).click()
  await expect(page.getByTestId('kit-name-progress')).toContainText('Approve in your wallet')
  await approveInWallet(page, 'personal_sign')
  await expect(page.getByTestId('kit-registered-name')).toHaveText('kit-names-e2e.kit.id')
  await page.getByTestId('kit-name-back-to-account').click()
  await expect(page.getByTestId('kit-account-address')).toHaveText('kit-names-e2e.kit.id')
  await expect(accountButton(page)).toContainText('kit-names-e2e.kit.id')
  await shootModal(page, 'names-account-light')

  // Without the stand-in identity, the API's reverse lookup finds the new name after a reload.
  await showName()
  await page.reload()
  await expect(accountButton(page)).toContainText('kit-names-e2e.kit.id')
  await accountButton(page).click()
  await expect(page.getByTestId('kit-account-address')).toHaveText('kit-names-e2e.kit.id')
})

test.describe('a taken name', () => {
  // The API's refusal is an HTTP 409, which the browser logs itself.
  test.use({ expectedConsoleErrors: [/status of 409 \(Conflict\)/] })

  test('is refused: marked taken as you type, and by the API when the suggestions were stale', async ({
    page,
  }) => {
    await withoutName(page)
    await openChooseName(page)
    await typeName(page, 'kitdev', /kitdev\.kit\.id is already taken/)
    await expect(registerButton(page)).toBeDisabled()
    await nameInput(page).press('Enter')
    await expect(page.getByTestId('kit-register-account-name')).toBeVisible()

    await suggestionsSayFree(page)
    await nameInput(page).fill('kitdev1')
    await expect(page.getByTestId('kit-name-status')).toContainText('kitdev1.kit.id is available')
    await nameInput(page).fill('kitdev')
    await expect(page.getByTestId('kit-name-status')).toContainText('kitdev.kit.id is available')
    await registerButton(page).click()
    await approveInWallet(page, 'personal_sign')
    await expect(page.getByRole('alert')).toHaveText('kitdev.kit.id is already registered')
    await expect(page.getByTestId('kit-register-account-name')).toBeVisible()
    await expect(page.getByTestId('kit-account-address')).toHaveCount(0)
  })
})

test('a rejected signature returns to RegisterAccountName with the error, nothing registered', async ({
  page,
}) => {
  await withoutName(page)
  await openChooseName(page)
  await typeName(page, 'declined-name', /declined-name\.kit\.id is available/)
  await registerButton(page).click()
  await rejectInWallet(page, 'personal_sign')
  await expect(page.getByRole('alert')).toHaveText('Signature declined')
  await expect(nameInput(page)).toHaveValue('declined-name')
  await shootModal(page, 'names-register-declined-light')
  // The API still has the name free.
  await nameInput(page).fill('declined-nam')
  await nameInput(page).fill('declined-name')
  await expect(page.getByTestId('kit-name-status')).toContainText('is available')
})

test('registers a name with the demo mobile wallet over WalletConnect: it signs, Account and button show the name', async ({
  page,
  context,
  pageErrors,
}) => {
  await withoutName(page)
  const wallet = await connectMobile(page, context, pageErrors)
  await accountButton(page).click()
  await expect(page.getByTestId('kit-account-address')).toHaveAttribute(
    'title',
    mobileWalletAddress,
  )
  await page.getByTestId('kit-account-settings').click()
  await page.getByTestId('kit-settings-choose-name').click()
  await typeName(page, 'kit-mobile-e2e', /kit-mobile-e2e\.kit\.id is available/)
  await registerButton(page).click()
  await expect(page.getByTestId('kit-name-progress')).toContainText('Approve in your wallet')
  const request = await answerInWallet(wallet, 'personal_sign', true)
  // The wallet was asked to sign the registration message for its own address.
  await expect(request).toContainText('kit-mobile-e2e.kit.id')
  await expect(page.getByTestId('kit-registered-name')).toHaveText('kit-mobile-e2e.kit.id')
  await page.getByTestId('kit-name-back-to-account').click()
  await expect(page.getByTestId('kit-account-address')).toHaveText('kit-mobile-e2e.kit.id')
  await expect(accountButton(page)).toContainText('kit-mobile-e2e.kit.id')
  await wallet.close()
})

for (const mode of looks.map((look) => ({ ...look, label: `axe-${look.name}` }))) {
  test(`axe: no WCAG 2.1 A/AA violation in the name views (${mode.name})`, async ({ page }) => {
    test.setTimeout(60_000)
    await withoutName(page)
    await openChooseName(page, `?${mode.query}`)
    if (mode.direction === 'rtl') {
      await expect(page.locator('[data-kit-modal-root] [dir="rtl"]').first()).toBeAttached()
    }
    await expectNoAxeViolations(page, `ChooseAccountName (${mode.name})`)
    await shootModal(page, `names-choose-${mode.name}`)

    await page.getByTestId('kit-choose-name').click()
    await nameInput(page).fill('ab_')
    await expect(nameInput(page)).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, `RegisterAccountName, invalid (${mode.name})`)
    await nameInput(page).fill('kitdev')
    await expect(page.getByTestId('kit-name-suggestion').first()).toBeVisible()
    await expect(registerButton(page)).toBeDisabled()
    await expectNoAxeViolations(page, `RegisterAccountName, taken (${mode.name})`)
    await shootModal(page, `names-register-taken-${mode.name}`)
    await nameInput(page).fill(mode.label)
    await expect(registerButton(page)).toBeEnabled()
    await shootModal(page, `names-register-free-${mode.name}`)

    await registerButton(page).click()
    await expect(page.getByTestId('kit-name-progress')).toBeVisible()
    await expectNoAxeViolations(page, `RegisterAccountNameSuccess, signing (${mode.name})`)
    await shootModal(page, `names-progress-${mode.name}`)
    await approveInWallet(page, 'personal_sign')
    await expect(page.getByTestId('kit-registered-name')).toHaveText(`${mode.label}.kit.id`)
    await expectNoAxeViolations(page, `RegisterAccountNameSuccess (${mode.name})`)
    await shootModal(page, `names-success-${mode.name}`)
  })
}
