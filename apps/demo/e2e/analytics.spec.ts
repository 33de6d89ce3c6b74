import { connectDevWallet, expect, test } from './fixtures.js'

const personalData = [
  /[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i,
  /wc:/i,
  /symKey/i,
  /0x[0-9a-f]{40}/i,
  /[0-9a-f]{64}/i,
  /[?#][^"]/,
]

test('analytics events reach the local sink and carry no personal data', async ({ page }) => {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/e')
      bodies.push(request.postData() ?? '')
  })
  await page.goto('/')
  await connectDevWallet(page)
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await page.getByTestId('kit-disconnect').click()
  // Waits for the events themselves: the first three bodies can arrive before the disconnect's.
  await expect
    .poll(() => bodies.map((body) => JSON.parse(body).props.event))
    .toEqual(expect.arrayContaining(['MODAL_OPEN', 'CONNECT_SUCCESS', 'DISCONNECT_SUCCESS']))
  for (const body of bodies) for (const pattern of personalData) expect(body).not.toMatch(pattern)
})
