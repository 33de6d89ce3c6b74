import { openModal, UserRejectedRequestError } from '@kit/core'
import { pushView } from '@kit/core/internal'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../test/connectAndOpen.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModal)

async function openNetworks() {
  const rendered = renderModal()
  await connectAndOpen(rendered.kit)
  // Views load lazily; on a busy machine the first one can take longer than the default second.
  fireEvent.click(await screen.findByTestId('kit-network-chip', {}, { timeout: 10_000 }))
  await screen.findAllByTestId('kit-network-row', {}, { timeout: 10_000 })
  return rendered
}

const row = (id: string) =>
  screen.getAllByTestId('kit-network-row').find((r) => r.getAttribute('data-network-id') === id)!

describe('NetworksView', () => {
  it('lists the requested networks with the active one checked', async () => {
    await openNetworks()
    const rows = screen.getAllByTestId('kit-network-row')
    expect(rows.map((r) => r.textContent)).toEqual(['Ethereum', 'OP Mainnet', 'Polygon'])
    expect(row('eip155:1').getAttribute('aria-current')).toBe('true')
    expect(row('eip155:10').getAttribute('aria-current')).toBeNull()
    expect(
      screen.getByText(
        'Your connected wallet may not support some of the networks available for this app',
      ),
    ).toBeTruthy()
  })

  it("item 17c: each row draws its network's image from the catalogue's asset images", async () => {
    await openNetworks()
    const src = (id: string) => row(id).querySelector('img')?.getAttribute('src')
    expect(src('eip155:1')).toMatch(
      /\/public\/getAssetImage\/ba0ba0cd-17c6-4806-ad93-f9d174f17900\?/,
    )
    expect(src('eip155:10')).toMatch(
      /\/public\/getAssetImage\/ab9c186a-c52f-464b-2906-ca59d760a400\?/,
    )
    expect(src('eip155:137')).toMatch(
      /\/public\/getAssetImage\/41d04d42-da3b-4453-8506-668cc0727900\?/,
    )
    fireEvent.error(row('eip155:10').querySelector('img')!)
    expect(row('eip155:10').querySelector('img')).toBeNull()
    expect(row('eip155:10').textContent).toBe('OOP Mainnet')
  })

  it('switches, with a spinner while the wallet is asked, then goes back', async () => {
    const { kit, mock } = await openNetworks()
    const switchCall = mock.defer('switchNetwork')
    fireEvent.click(row('eip155:10'))
    await waitFor(() => expect(row('eip155:10').getAttribute('aria-busy')).toBe('true'))
    expect(row('eip155:10').querySelector('.kit-spinner')).not.toBeNull()
    await act(async () => switchCall.resolve(undefined))
    await waitFor(() =>
      expect(screen.getByTestId('kit-network-chip').textContent).toBe('OP Mainnet'),
    )
    expect(mock.calls.switchNetwork.map((call) => call.network.caipNetworkId)).toEqual([
      'eip155:10',
    ])
    expect(kit.stores.router.view).toBe('Account')
  })

  it('opened on its own, closes the modal once switched', async () => {
    const rendered = renderModal()
    await connectAndOpen(rendered.kit)
    act(() => openModal(rendered.kit, { view: 'Networks' }))
    expect(rendered.kit.stores.router.history).toEqual(['Networks'])
    fireEvent.click((await screen.findAllByTestId('kit-network-row'))[1]!)
    await waitFor(() => expect(rendered.kit.stores.modal.open).toBe(false))
    expect(rendered.mock.calls.switchNetwork.map((call) => call.network.caipNetworkId)).toEqual([
      'eip155:10',
    ])
  })

  it('shakes and says so when the wallet declines', async () => {
    const { kit, mock } = await openNetworks()
    mock.next('switchNetwork', new UserRejectedRequestError())
    fireEvent.click(row('eip155:137'))
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Switch declined')
    expect(screen.getByTestId('kit-modal').className).toContain('kit-card--shake')
    expect(kit.stores.router.view).toBe('Networks')
    expect(row('eip155:1').getAttribute('aria-current')).toBe('true')
  })

  it('shows the short message of another failure', async () => {
    const { mock } = await openNetworks()
    mock.next(
      'switchNetwork',
      Object.assign(new Error('x'), { shortMessage: 'Chain is not supported' }),
    )
    fireEvent.click(row('eip155:137'))
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Chain is not supported')
  })

  it('switches the app network when no wallet is connected', async () => {
    const { kit, mock } = renderModal()
    act(() => openModal(kit))
    act(() => pushView(kit, { view: 'Networks' }))
    fireEvent.click((await screen.findAllByTestId('kit-network-row'))[2]!)
    await waitFor(() => expect(kit.stores.router.view).toBe('Connect'))
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.caipNetworkId).toBe(
      'eip155:137',
    )
    expect(mock.calls.switchNetwork.map((call) => call.network.caipNetworkId)).toEqual([])
    expect(screen.queryByText(/may not support/)).toBeNull()
  })
})
