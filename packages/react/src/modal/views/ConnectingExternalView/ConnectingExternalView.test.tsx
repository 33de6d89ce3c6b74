import { BaseError, openModal, UserRejectedRequestError } from '@kit/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModal, renderModal } from '../../test/renderModal.js'
import { testAddress } from '../../test/testWallet.js'

afterEach(cleanupModal)

async function chooseWallet(options: Parameters<typeof renderModal>[0] = {}) {
  const rendered = renderModal(options)
  act(() => openModal(rendered.kit))
  fireEvent.click(await screen.findByTestId('kit-wallet-row'))
  return rendered
}

describe('ConnectingExternalView', () => {
  it('is not revealed again: reopening right after connecting shows Account and asks nothing', async () => {
    const { kit, mock } = renderModal()
    act(() => openModal(kit))
    fireEvent.click(await screen.findByTestId('kit-wallet-row'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => openModal(kit))
    expect(await screen.findByTestId('kit-account-address')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(mock.calls.connect.map((call) => call.connectorId)).toEqual(['io.metamask'])
  })

  it('asks the wallet, then closes once it connected', async () => {
    const { kit, mock } = renderModal()
    const connectCall = mock.defer('connect')
    act(() => openModal(kit))
    fireEvent.click(await screen.findByTestId('kit-wallet-row'))
    const subtitle = await screen.findByText('Accept the connection request in your wallet')
    expect(screen.getByTestId('kit-title').textContent).toBe('MetaMask')
    const status = subtitle.closest('[role="status"]')
    expect(status?.getAttribute('aria-live')).toBe('polite')
    expect(status?.textContent).toBe(
      'Continue in MetaMaskAccept the connection request in your wallet',
    )
    expect(screen.getByTestId('kit-back')).toBeTruthy()
    await act(async () => connectCall.resolve({ address: testAddress, chainId: 1 }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBe(testAddress)
    expect(mock.calls.connect.map((call) => call.connectorId)).toEqual(['io.metamask'])
  })

  it('says the request was declined, shakes, and connects on Try again', async () => {
    const { kit, mock } = renderModal()
    mock.next('connect', new UserRejectedRequestError())
    act(() => openModal(kit))
    fireEvent.click(await screen.findByTestId('kit-wallet-row'))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(screen.getByText('You declined the request in your wallet.')).toBeTruthy()
    expect(screen.getByTestId('kit-modal').className).toContain('kit-card--shake')
    fireEvent.click(screen.getByTestId('kit-connecting-retry'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(mock.calls.connect.map((call) => call.connectorId)).toEqual([
      'io.metamask',
      'io.metamask',
    ])
    expect(kit.stores.connection.status).toBe('connected')
  })

  it('shows the short message of any other failure', async () => {
    const { kit, mock } = renderModal()
    mock.next('connect', new BaseError('Wallet is locked', { details: 'Long details' }))
    act(() => openModal(kit))
    fireEvent.click(await screen.findByTestId('kit-wallet-row'))
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByText('Wallet is locked')).toBeTruthy()
    expect(screen.getByTestId('kit-connecting-retry').textContent).toBe('Try again')
  })

  it('item 10: the click itself asks the wallet, before the connecting view is drawn', async () => {
    const { kit, mock } = renderModal()
    const connectCall = mock.defer('connect')
    const connect = mock.connect
    let viewDrawnWhenAsked: boolean | undefined
    mock.connect = (parameters) => {
      viewDrawnWhenAsked = document.querySelector('.kit-connecting') !== null
      return connect(parameters)
    }
    act(() => openModal(kit))
    const row = await screen.findByTestId('kit-wallet-row')
    // A plain click, outside act(): whatever runs in the handler runs in the user gesture.
    row.click()
    expect(mock.calls.connect.map((call) => call.connectorId)).toEqual(['io.metamask'])
    expect(viewDrawnWhenAsked).toBe(false)
    row.click()
    expect(mock.calls.connect.map((call) => call.connectorId)).toEqual(['io.metamask'])
    await act(async () => connectCall.resolve({ address: testAddress, chainId: 1 }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('asks the wallet only once under StrictMode', async () => {
    const { mock } = await chooseWallet({ strict: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(mock.calls.connect.map((call) => call.connectorId)).toEqual(['io.metamask'])
  })

  it('offers the wallet list when opened without a wallet', async () => {
    const { kit, mock } = renderModal()
    act(() => openModal(kit, { view: 'ConnectingExternal' }))
    fireEvent.click(await screen.findByRole('button', { name: 'See wallets' }))
    expect(await screen.findByTestId('kit-wallet-list')).toBeTruthy()
    expect(mock.calls.connect.map((call) => call.connectorId)).toEqual([])
  })
})
