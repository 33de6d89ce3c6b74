import { test as base, expect, type Page } from '@playwright/test'

type Options = {
  /** Console errors a test provokes on purpose (a refused connection the browser logs itself). */
  expectedConsoleErrors: RegExp[]
}

type Fixtures = {
  /** Every request host the page tried other than 127.0.0.1; must stay empty. */
  offsiteRequests: string[]
  /** Console errors and uncaught exceptions. */
  pageErrors: string[]
}

/** The demo page with guards: no request may leave 127.0.0.1 and no error may reach the console. */
export const test = base.extend<Options & Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  offsiteRequests: [
    async ({ context }, use) => {
      const offsite: string[] = []
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url())
        if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1')
          return route.continue()
        offsite.push(url.href)
        return route.abort('blockedbyclient')
      })
      await use(offsite)
      expect(offsite, 'requests that left 127.0.0.1').toEqual([])
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      // The production build runs under a strict CSP (no inline script or style, no eval) and
      // the kit may add no <script> element (SECURITY S16, S17).
      await page.addInitScript(() => {
        const report = (message: string) => console.error(message)
        document.addEventListener('securitypolicyviolation', (event) =>
          report(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        )
        // Scripts the HTML parser inserts are the page's own; watch from when parsing ends.
        document.addEventListener('DOMContentLoaded', () =>
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of record.addedNodes)
                if (node.nodeName === 'SCRIPT') report('a <script> element was added at run time')
          }).observe(document, { childList: true, subtree: true }),
        )
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' && !expectedConsoleErrors.some((p) => p.test(text)))
          errors.push(`console: ${text}`)
      })
      await use(errors)
      expect(errors, 'errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Approves the oldest pending request in the dev wallet's panel, checking its method. */
export async function approveInWallet(page: Page, method: string) {
  const request = page.locator(`[data-testid="devwallet-request"][data-method="${method}"]`)
  await expect(request.first()).toBeVisible()
  await request.first().getByTestId('devwallet-approve').click()
}

/** Rejects the oldest pending request in the dev wallet's panel. */
export async function rejectInWallet(page: Page, method: string) {
  const request = page.locator(`[data-testid="devwallet-request"][data-method="${method}"]`)
  await expect(request.first()).toBeVisible()
  await request.first().getByTestId('devwallet-reject').click()
}

/** Opens the modal from the header button and connects the dev wallet. */
export async function connectDevWallet(page: Page) {
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  await pickDevWallet(page)
  await expect(page.locator('appkit-button').getByTestId('kit-account-button')).toBeVisible()
}

/** From the open Connect view: picks the dev wallet and approves; the modal closes. */
export async function pickDevWallet(page: Page) {
  await chooseDevWallet(page)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
}

/**
 * Opens the modal from the header button, picks the dev wallet and approves the connection; with
 * sign-in on, the modal stays open on its sign-in view.
 */
export async function openAndChooseDevWallet(page: Page) {
  await page.locator('appkit-button').getByTestId('kit-connect-button').click()
  await chooseDevWallet(page)
}

async function chooseDevWallet(page: Page) {
  await page
    .getByTestId('kit-wallet-list')
    .getByRole('button', { name: /Kit Dev Wallet/ })
    .click()
  await approveInWallet(page, 'eth_requestAccounts')
}

/** Where the specs keep the screenshots people look at. */
export const screenshotDir = '../../test-results/screenshots'

/** A screenshot of the modal card, once its view transitions have settled. */
export async function shootModal(page: Page, name: string) {
  await page.waitForTimeout(350) // let view transitions settle
  await page
    .getByTestId('kit-modal')
    .screenshot({ path: `${screenshotDir}/${name}.png`, animations: 'disabled' })
}

/** From the Account view: opens Networks, picks one and approves the switch in the dev wallet. */
export async function switchNetworkFromAccount(page: Page, caipNetworkId: string, name: string) {
  await page.getByTestId('kit-network-chip').click()
  await page.locator(`[data-testid="kit-network-row"][data-network-id="${caipNetworkId}"]`).click()
  await approveInWallet(page, 'wallet_switchEthereumChain')
  await expect(page.getByTestId('kit-network-chip')).toContainText(name)
}

/**
 * The name the local API knows dev account 0 by: `kitdev.kit.id` from the seed, or the newest
 * name names.spec registered for it (the newest is the identity, and the stack is shared by every
 * spec of a run, React 18's included).
 */
export const devAccountName = /^[a-z0-9-]+\.kit\.id$/
export const devAccountNameIn = /[a-z0-9-]+\.kit\.id/

/**
 * Waits until nothing but endless animations (spinners, skeletons, the waiting ring) runs, so
 * colours are read at rest and not halfway through a fade, and boxes measured where they stay.
 */
export async function settleAnimations(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
              ).length,
        ),
      { intervals: [50] },
    )
    .toBe(0)
}
