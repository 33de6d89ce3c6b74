import { type CatalogueWallet, openModal } from '@kit/core'
import { createCatalogueWallet, useFakeWalletConnectSdk } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'
import { testAddress, testConnector, testWalletConnectPart } from '../../test/testWallet.js'

const sdk = vi.hoisted(() => ({ init: vi.fn() }))
// The SDK package resolves from core, not from here: core's own module starting it is mocked.
vi.mock('../../../../../core/src/walletConnect/createWalletConnectProvider.js', () => ({
  createWalletConnectProvider: () => sdk.init(),
}))
// biome-ignore lint/correctness/useHookAtTopLevel: a test-file helper, not a React hook
const wc = useFakeWalletConnectSdk(sdk)

afterEach(cleanupModal)

const uri = (n: number) =>
  `wc:${n.toString(16).padStart(64, 'c')}@2?relay-protocol=irn&symKey=${'d'.repeat(64)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`

async function openPairing() {
  const rendered = renderModal({
    connectors: [testConnector],
    walletConnect: testWalletConnectPart,
  })
  act(() => openModal(rendered.kit))
  const row = await waitFor(() => {
    const found = document.querySelector('[data-connector-id="walletConnect"]')
    if (!found) throw new Error('no WalletConnect row yet')
    return found
  })
  expect(row.textContent).toContain('QR CODE')
  return rendered
}

describe('ConnectingWalletConnectView', () => {
  it('shows a placeholder, then the QR code of the URI, then closes once the wallet approved', async () => {
    const { kit } = await openPairing()
    wc.fake.pairingUri = () => uri(1)
    fireEvent.click(document.querySelector('[data-connector-id="walletConnect"]') as Element)
    const panel = await screen.findByTestId('kit-pairing')
    expect(panel.dataset.state).toBe('waiting')
    expect(screen.getByTestId('kit-title').textContent).toBe('WalletConnect')
    const pairing = await wc.fake.nextPairing()
    const qr = await screen.findByTestId('kit-qr-code')
    expect(qr.getAttribute('aria-label')).toBe('QR code to connect a wallet')
    expect(screen.getByTestId('kit-pairing').dataset.state).toBe('ready')
    await act(async () => pairing.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBe(testAddress)
  })

  it('copies the URI on Copy link', async () => {
    await openPairing()
    // One URI: its expiry is read from the clock, which may tick between two calls.
    const copied = uri(2)
    wc.fake.pairingUri = () => copied
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    fireEvent.click(document.querySelector('[data-connector-id="walletConnect"]') as Element)
    await wc.fake.nextPairing()
    fireEvent.click(await screen.findByTestId('kit-pairing-copy'))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(copied))
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it('says the wallet declined and makes a fresh pairing on Try again', async () => {
    await openPairing()
    fireEvent.click(document.querySelector('[data-connector-id="walletConnect"]') as Element)
    ;(await wc.fake.nextPairing()).reject({ code: 5000, message: 'User rejected.' })
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(screen.getByTestId('kit-pairing').dataset.state).toBe('error')
    fireEvent.click(screen.getByTestId('kit-pairing-retry'))
    expect(screen.getByTestId('kit-pairing').dataset.state).toBe('waiting')
    await wc.fake.nextPairing()
    expect(wc.fake.connect).toHaveBeenCalledTimes(2)
  })

  it('never draws a URI that fails validation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await openPairing()
    wc.fake.pairingUri = () => `wc:${'c'.repeat(64)}@2`
    fireEvent.click(document.querySelector('[data-connector-id="walletConnect"]') as Element)
    await wc.fake.nextPairing()
    expect((await screen.findByTestId('kit-pairing')).dataset.state).toBe('error')
    expect(screen.queryByTestId('kit-qr-code')).toBeNull()
    warn.mockRestore()
  })

  it('offers the chosen wallet’s download pages: "Don’t have it?" and Get', async () => {
    const { kit } = await openCatalogueWallet(
      createCatalogueWallet(2, {
        name: 'Iris Vault',
        homepage: 'https://iris-vault.example',
        app_store: 'http://not-https.example',
      }),
    )
    const get = await screen.findByTestId('kit-pairing-get')
    expect(get.textContent).toBe('Don’t have Iris Vault?Get'.replace('’', "'"))
    fireEvent.click(screen.getByTestId('kit-pairing-get-button'))
    expect(kit.stores.router.view).toBe('Downloads')
    const links = await screen.findAllByTestId('kit-download-link', {}, { timeout: 10_000 })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://iris-vault.example'])
    expect(screen.getByTestId('kit-title').textContent).toBe('Iris Vault')
  })

  it('offers no Get for a wallet without a safe page to download it from', async () => {
    await openCatalogueWallet(
      createCatalogueWallet(2, { name: 'Iris Vault', homepage: 'javascript:alert(1)' }),
    )
    await screen.findByTestId('kit-pairing')
    expect(screen.queryByTestId('kit-pairing-get')).toBeNull()
  })
})

/** Connect, with `wallet` featured, and a click on it: its pairing view. */
async function openCatalogueWallet(wallet: CatalogueWallet) {
  const api = createModalApi({ wallets: [wallet] })
  const rendered = renderModal({
    api,
    connectors: [testConnector],
    walletConnect: testWalletConnectPart,
    kitOptions: { featuredWalletIds: [wallet.id] },
  })
  wc.fake.pairingUri = () => uri(9)
  act(() => openModal(rendered.kit))
  fireEvent.click(await screen.findByText(wallet.name))
  expect(rendered.kit.stores.router.view).toBe('ConnectingWalletConnect')
  return rendered
}
