import { expect, test } from './fixtures.js'

// SECURITY S17: the production build runs under the strict policy, with Trusted Types required
// for script sinks and frames limited to the wallet page the stack serves.

function policyOf(page: import('@playwright/test').Page) {
  return page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
    .then((content) => new Map((content ?? '').split(/;\s*/).map((d) => [d.split(' ')[0], d])))
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('item 10: the policy requires Trusted Types for script sinks', async ({ page }) => {
  const policy = await policyOf(page)
  expect(policy.get('require-trusted-types-for')).toBe("require-trusted-types-for 'script'")
  expect(policy.get('script-src')).toBe("script-src 'self'")
  expect([...policy.values()].join('; ')).not.toMatch(/unsafe-(eval|inline)/)
})

test('item 10: frames may come only from the wallet page the stack serves', async ({ page }) => {
  const policy = await policyOf(page)
  const href = await page.getByTestId('demo-mobile-wallet').getAttribute('href')
  expect(policy.get('frame-src')).toBe(`frame-src ${new URL(href ?? '').origin}`)
})

test.describe('Trusted Types are enforced', () => {
  // One pattern: a second element would make Playwright read the array as [value, options].
  test.use({
    expectedConsoleErrors: [
      /CSP violation: require-trusted-types-for|requires 'TrustedHTML' assignment/,
    ],
  })

  test('item 10: a string reaching innerHTML is refused', async ({ page }) => {
    const outcome = await page.evaluate(() => {
      const element = document.createElement('div')
      try {
        element.innerHTML = '<img src=x onerror="window.__owned = 1">'
        return 'assigned'
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error)
      }
    })
    expect(outcome).toBe('refused')
  })
})
