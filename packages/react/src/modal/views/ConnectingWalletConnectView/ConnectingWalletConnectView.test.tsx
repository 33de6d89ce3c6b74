import { type Connector, openModal, UserRejectedRequestError } from '@kit/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testAddress, testConnector } from '../../test/createMockAdapter.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModal)

const pairing: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}

const uri = (n: number) =>
  `wc:${n.toString(16).padStart(64, 'c')}@2?relay-protocol=irn&symKey=${'d'.repeat(64)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`

async function openPairing() {
  const rendered = renderModal({ connectors: [testConnector, pairing] })
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
    const { kit, mock } = await openPairing()
    mock.holdNextConnect()
    fireEvent.click(document.querySelector('[data-connector-id="walletConnect"]') as Element)
    const panel = await screen.findByTestId('kit-pairing')
    expect(panel.dataset.state).toBe('waiting')
    expect(screen.getByTestId('kit-title').textContent).toBe('WalletConnect')
    await waitFor(() => expect(mock.calls.connect).toEqual(['walletConnect']))
    act(() => mock.emit({ type: 'pairingUri', connectorId: 'walletConnect', uri: uri(1) }))
    const qr = await screen.findByTestId('kit-qr-code')
    expect(qr.getAttribute('aria-label')).toBe('QR code to connect a wallet')
    expect(screen.getByTestId('kit-pairing').dataset.state).toBe('ready')
    await act(async () => mock.release())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBe(testAddress)
  })

  it('copies the URI on Copy link', async () => {
    const { mock } = await openPairing()
    mock.holdNextConnect()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    fireEvent.click(document.querySelector('[data-connector-id="walletConnect"]') as Element)
    await waitFor(() => expect(mock.calls.connect).toHaveLength(1))
    act(() => mock.emit({ type: 'pairingUri', connectorId: 'walletConnect', uri: uri(2) }))
    fireEvent.click(await screen.findByTestId('kit-pairing-copy'))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(uri(2)))
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it('says the wallet declined and makes a fresh pairing on Try again', async () => {
    const { mock } = await openPairing()
    mock.failNextConnect(new UserRejectedRequestError())
    fireEvent.click(document.querySelector('[data-connector-id="walletConnect"]') as Element)
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(screen.getByTestId('kit-pairing').dataset.state).toBe('error')
    mock.holdNextConnect()
    fireEvent.click(screen.getByTestId('kit-pairing-retry'))
    await waitFor(() => expect(mock.calls.connect).toHaveLength(2))
    expect((await screen.findByTestId('kit-pairing')).dataset.state).toBe('waiting')
  })

  it('never draws a URI that fails validation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { mock } = await openPairing()
    mock.holdNextConnect()
    fireEvent.click(document.querySelector('[data-connector-id="walletConnect"]') as Element)
    await waitFor(() => expect(mock.calls.connect).toHaveLength(1))
    act(() =>
      mock.emit({
        type: 'pairingUri',
        connectorId: 'walletConnect',
        uri: `wc:${'c'.repeat(64)}@2`,
      }),
    )
    expect((await screen.findByTestId('kit-pairing')).dataset.state).toBe('error')
    expect(screen.queryByTestId('kit-qr-code')).toBeNull()
    warn.mockRestore()
  })
})
