import { createPublicKey, verify } from 'node:crypto'
import { decodeBase58 } from '@kit/devnet/wallet'
import { expect, test } from './fixtures.js'
import {
  answerInWallet,
  copyPairingUri,
  openMobileWallet,
  openPairing,
  pairInWallet,
} from './walletConnectSteps.js'

const shots = 'test-results/screenshots'

/** The mobile wallet's first EVM account (anvil's second dev account). */
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
})

test('item 10: one pairing carries eip155 and a Solana test adapter; each namespace signs through the shared session', async ({
  page,
  context,
  pageErrors,
}) => {
  // The demo with the Solana test adapter beside the EVM adapter, both taking part in WalletConnect.
  await page.goto('/?panel=0&solana=1')
  await openPairing(page)
  const uri = await copyPairingUri(page)
  const wallet = await openMobileWallet(page, context, pageErrors)
  // The one proposal asks for both namespaces (the wallet names each chain it knows).
  await pairInWallet(wallet, uri, ['Ethereum (1)', 'Solana devnet'])
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  // Both namespaces are connected from the one session.
  await expect(page.getByTestId('hook-account')).toContainText(`eip155:1:${evmAddress}`)
  const solanaAddress = page.getByTestId('demo-solana-address')
  await expect(solanaAddress).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const address = (await solanaAddress.textContent()) ?? ''

  // A Solana request goes to the wallet through the shared session; its ed25519 signature verifies.
  await page.getByRole('button', { name: /Sign “Hello from Kit” with Solana/ }).click()
  await answerInWallet(wallet, 'solana_signMessage', true)
  const signature = (await page.getByTestId('demo-solana-signature').textContent()) ?? ''
  const publicKey = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(decodeBase58(address)).toString('base64url'),
    },
    format: 'jwk',
  })
  expect(
    verify(null, Buffer.from('Hello from Kit'), publicKey, Buffer.from(decodeBase58(signature))),
  ).toBe(true)

  // The EVM side of the same session still signs (personal_sign through the modal's provider).
  await page.getByTestId('demo-sign').click()
  await answerInWallet(wallet, 'personal_sign', true)
  await expect(page.getByTestId('demo-result')).toHaveText(/^personal_sign: 0x[0-9a-f]{130}$/)

  await page.screenshot({ path: `${shots}/namespaces-demo.png`, fullPage: true })
  await page.locator('appkit-button').getByTestId('kit-account-button').click()
  await page.getByTestId('kit-modal').screenshot({ path: `${shots}/namespaces-account.png` })
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  // Disconnecting ends the one session: both namespaces go, and the wallet is told.
  await page.getByTestId('demo-disconnect').click()
  await expect(solanaAddress).toHaveText('not connected')
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": false')
  await expect(wallet.getByTestId('mw-session')).toHaveCount(0)
})
