import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../test/connectAndOpen.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModal)

describe('UnsupportedChainView', () => {
  it('appears when the wallet moves to a network the app did not request', async () => {
    const { kit, mock } = renderModal()
    await connectAndOpen(kit)
    act(() => mock.emit({ type: 'chainChanged', connectorId: 'io.metamask', chainId: 999 }))
    const view = await screen.findByTestId('kit-unsupported-chain')
    expect(screen.getByTestId('kit-title').textContent).toBe('Switch Network')
    expect(view.textContent).toContain(
      'This app doesn’t support your current network. Switch to an available option to continue.',
    )
    const rows = screen.getAllByTestId('kit-network-row')
    expect(rows).toHaveLength(3)
    expect(rows.some((r) => r.hasAttribute('aria-current'))).toBe(false)
    fireEvent.click(rows[2]!)
    await waitFor(() => expect(screen.queryByTestId('kit-unsupported-chain')).toBeNull())
    expect(mock.calls.switchNetwork.map((call) => call.network.caipNetworkId)).toEqual([
      'eip155:137',
    ])
    expect(kit.stores.router.view).toBe('Account')
  })

  it('offers to disconnect instead', async () => {
    const { kit, mock } = renderModal()
    await connectAndOpen(kit)
    act(() => mock.emit({ type: 'chainChanged', connectorId: 'io.metamask', chainId: 999 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(kit.stores.connection.status).toBe('disconnected')
  })
})
