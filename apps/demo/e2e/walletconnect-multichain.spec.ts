import { createPublicKey, verify } from 'node:crypto'
import { verifyBitcoinMessage } from '@kit/adapter-bitcoin/utils'
import { bitcoinDevAccounts } from '@kit/devnet/chains'
import { decodeBase58 } from '@kit/devnet/wallet'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { expect, screenshotDir, test } from './fixtures.js'
import {
  answerInWallet,
  copyPairingUri,
  openMobileWallet,
  openPairing,
  pairInWallet,
} from './walletConnectSteps.js'

// The demo with `?chains=all` pairs once with the demo mobile wallet over WalletConnect: the one
// session carries eip155, solana and bip122, and each namespace signs and sends through it.

const message = 'Hello from Kit'
/** The mobile wallet's first EVM account (anvil's second dev account). */
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
})

/** The namespace card's result, once shown (a click clears the previous one first). */
async function result(page: Page, namespace: 'solana' | 'bip122') {
  const shown = page.getByTestId(`demo-${namespace}-result`)
  await expect(shown).toBeVisible({ timeout: 30_000 })
  return (await shown.textContent()) ?? ''
}

function verifyEd25519(address: string, signature: string) {
  const publicKey = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(decodeBase58(address)).toString('base64url'),
    },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), publicKey, Buffer.from(decodeBase58(signature)))
}

test('one WalletConnect pairing carries eip155, solana and bip122; each signs and sends through it, and a rejection in the wallet is a clear error', async ({
  page,
  context,
  pageErrors,
  request,
}) => {
  await page.goto('/?chains=all&panel=0')
  const esplora = (await page.getByTestId('demo-bitcoin-esplora').textContent()) ?? ''
  const solanaRpc = (await page.getByTestId('demo-solana-rpc').textContent()) ?? ''
  await openPairing(page)
  const uri = await copyPairingUri(page)
  const wallet = await openMobileWallet(page, context, pageErrors)
  // The one proposal asks for all three namespaces.
  await pairInWallet(wallet, uri, ['Ethereum', 'Solana mainnet', 'Bitcoin regtest'])
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  // Each namespace's account is connected from the one session.
  await expect(page.getByTestId('hook-account')).toContainText(`eip155:1:${evmAddress}`)
  const solanaAddress = page.getByTestId('demo-solana-address')
  await expect(solanaAddress).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const bitcoinAddress = page.getByTestId('demo-bip122-address')
  await expect(bitcoinAddress).toHaveText(/^bcrt1q/)
  const solana = (await solanaAddress.textContent()) ?? ''
  const bitcoin = (await bitcoinAddress.textContent()) ?? ''
  // The mobile wallet pays with Bitcoin dev key 1 (the browser's dev wallet keeps key 0).
  expect(bitcoin).toBe(bitcoinDevAccounts[1]?.paymentAddress)

  // EVM: personal_sign.
  await page.getByTestId('demo-sign').click()
  await answerInWallet(wallet, 'personal_sign', true)
  await expect(page.getByTestId('demo-result')).toHaveText(/^personal_sign: 0x[0-9a-f]{130}$/)

  // Solana: the ed25519 signature of the message verifies against the session's address.
  await page.getByTestId('demo-solana-sign').click()
  const solanaSign = await answerInWallet(wallet, 'solana_signMessage', true)
  await expect(solanaSign).toContainText('Solana mainnet')
  const solanaSignature = await result(page, 'solana')
  expect(verifyEd25519(solana, solanaSignature)).toBe(true)

  // Bitcoin: the signature verifies as BIP-322 (or, for a legacy one, as a signed message).
  await page.getByTestId('demo-bip122-sign').click()
  await answerInWallet(wallet, 'signMessage', true)
  const bitcoinSignature = await result(page, 'bip122')
  expect(Verifier.verifySignature(bitcoin, message, bitcoinSignature)).toBe(true)
  expect(verifyBitcoinMessage({ address: bitcoin, message, signature: bitcoinSignature })).toBe(
    true,
  )
  expect(Verifier.verifySignature(bitcoin, `${message}!`, bitcoinSignature)).toBe(false)

  // Solana: 0.01 SOL sent by the wallet over WalletConnect, confirmed on the local node.
  await page.getByTestId('demo-solana-send').click()
  await answerInWallet(wallet, 'solana_signAndSendTransaction', true)
  await expect(page.getByTestId('demo-solana-result')).not.toHaveText(solanaSignature, {
    timeout: 30_000,
  })
  const solanaTx = await result(page, 'solana')
  expect(solanaTx).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  await expect
    .poll(async () => {
      const response = await request.post(solanaRpc, {
        data: {
          jsonrpc: '2.0',
          id: 1,
          method: 'getSignatureStatuses',
          params: [[solanaTx]],
        },
      })
      const body = await response.json()
      return body.result?.value?.[0]?.confirmationStatus ?? null
    })
    .toMatch(/^(confirmed|finalized)$/)

  // Bitcoin: 0.001 BTC paid through the session, mined on regtest. The wallet shared its keys
  // (getAccountAddresses), so Kit builds the PSBT and the wallet signs it (signPsbt).
  await page.getByTestId('demo-bip122-send').click()
  await answerInWallet(wallet, 'signPsbt', true)
  await expect(page.getByTestId('demo-bip122-result')).toHaveText(/^[0-9a-f]{64}$/, {
    timeout: 30_000,
  })
  const txid = await result(page, 'bip122')
  await expect
    .poll(
      async () => (await (await request.get(`${esplora}/tx/${txid}/status`)).json()).confirmed,
      { timeout: 30_000 },
    )
    .toBe(true)

  await page.getByTestId('demo-bip122').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${screenshotDir}/walletconnect-multichain.png` })

  // A rejection in the mobile wallet is a clear error in the page, one per namespace.
  await page.getByTestId('demo-solana-send').click()
  await answerInWallet(wallet, 'solana_signAndSendTransaction', false)
  await expect(page.getByTestId('demo-solana-error')).toHaveText('User rejected the request.')
  await page.getByTestId('demo-bip122-send').click()
  await answerInWallet(wallet, 'signPsbt', false)
  await expect(page.getByTestId('demo-bip122-error')).toHaveText('User rejected the request.')

  // Solana, then Bitcoin, from Networks: both are connected through the session, so no prompt;
  // Networks, opened by the network button, closes once switched, as AppKit's does.
  const networkButton = page.locator('appkit-network-button').getByRole('button')
  const accountButton = page.locator('appkit-button').getByTestId('kit-account-button')
  const modal = page.getByTestId('kit-modal')
  const switchTo = async (network: string, symbol: string) => {
    await networkButton.click()
    await page.getByRole('button', { name: network, exact: true }).click()
    await expect(modal).toBeHidden()
    await expect(networkButton).toContainText(network)
    await expect(accountButton).toContainText(symbol)
  }
  await switchTo('Solana', 'SOL')
  await switchTo('Bitcoin Regtest', 'BTC')
  await wallet.screenshot({ path: `${screenshotDir}/walletconnect-multichain-wallet.png` })

  // A reload restores the one session with its three namespaces, Bitcoin still the active one
  // (against a dev server the page's modules and the SDK take several seconds to load again).
  await page.reload()
  await expect(solanaAddress).toHaveText(solana, { timeout: 30_000 })
  await expect(bitcoinAddress).toHaveText(bitcoin)
  await expect(networkButton).toContainText('Bitcoin Regtest')
  await page.getByTestId('demo-bip122-sign').click()
  await answerInWallet(wallet, 'signMessage', true)
  expect(Verifier.verifySignature(bitcoin, message, await result(page, 'bip122'))).toBe(true)
  await switchTo('Ethereum', 'ETH')
  await expect(page.getByTestId('hook-account')).toContainText(`eip155:1:${evmAddress}`)

  // Disconnecting ends the session for every namespace, and the wallet is told.
  await page.getByTestId('demo-disconnect').click()
  await expect(solanaAddress).toHaveText('not connected')
  await expect(bitcoinAddress).toHaveText('not connected')
  await expect(page.getByTestId('hook-account')).toContainText('"isConnected": false')
  await expect(wallet.getByTestId('mw-session')).toHaveCount(0)
})
