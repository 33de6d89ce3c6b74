import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../test/connectAndOpen.js'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'
import { testAddress } from '../../test/testWallet.js'

afterEach(cleanupModal)

describe('AccountView', () => {
  it('shows the shortened address, the formatted balance and the network', async () => {
    const { kit } = renderModal()
    await connectAndOpen(kit)
    const address = await screen.findByTestId('kit-account-address')
    expect(address.textContent).toBe('0xf39F…b92266')
    expect(address.getAttribute('title')).toBe(testAddress)
    await waitFor(() =>
      expect(screen.getByTestId('kit-account-balance').textContent).toBe('1,234.56 ETH'),
    )
    expect(screen.getByTestId('kit-network-chip').textContent).toBe('Ethereum')
    // No visible title, but the dialog is still named.
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(screen.getByTestId('kit-title').className).toContain('kit-sr-only')
  })

  it('shows a skeleton while the balance loads', async () => {
    const { kit, mock } = renderModal()
    const balanceCall = mock.defer('getBalance')
    await connectAndOpen(kit)
    const balance = await screen.findByTestId('kit-account-balance')
    expect(balance.querySelector('.kit-skeleton')).not.toBeNull()
    expect(balance.textContent).toBe('')
    balanceCall.resolve({ balance: '1234.567891', symbol: 'ETH' })
    await waitFor(() => expect(balance.textContent).toBe('1,234.56 ETH'))
  })

  it('copies the full address and says so', async () => {
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    })
    const { kit } = renderModal()
    await connectAndOpen(kit)
    fireEvent.click(await screen.findByTestId('kit-copy-address'))
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Address copied')
    expect(copied).toEqual([testAddress])
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('opens Networks from the network chip', async () => {
    const { kit } = renderModal()
    await connectAndOpen(kit)
    fireEvent.click(await screen.findByTestId('kit-network-chip'))
    expect(screen.getByTestId('kit-title').textContent).toBe('Select network')
    expect(await screen.findAllByTestId('kit-network-row')).toHaveLength(3)
  })

  it('disconnects and closes', async () => {
    const { kit, mock } = renderModal()
    await connectAndOpen(kit)
    fireEvent.click(await screen.findByTestId('kit-disconnect'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(mock.calls.disconnect).toHaveLength(1)
    expect(kit.stores.connection.status).toBe('disconnected')
  })

  it('shows the identity name and avatar instead of the address when there is one', async () => {
    const api = createModalApi({
      routes: {
        '/v1/identity/': () => ({
          name: '\u202ealice.eth',
          avatar: 'https://avatars.example/alice.png',
        }),
      },
    })
    const { kit } = renderModal({ api })
    await connectAndOpen(kit)
    const name = await screen.findByTestId('kit-account-address')
    await waitFor(() => expect(name.textContent).toBe('alice.eth'))
    expect(name.getAttribute('title')).toBe(testAddress)
    expect(document.querySelector('.kit-avatar img')?.getAttribute('src')).toBe(
      'https://avatars.example/alice.png',
    )
    expect(api.requestsTo('/v1/identity/')[0]?.path).toBe(`/v1/identity/${testAddress}`)
  })

  it('keeps the gradient avatar when the identity image is not safe', async () => {
    const api = createModalApi({
      routes: { '/v1/identity/': () => ({ name: null, avatar: 'http://avatars.example/a.png' }) },
    })
    const { kit } = renderModal({ api })
    await connectAndOpen(kit)
    await waitFor(() =>
      expect(kit.stores.chains.namespaces.eip155!.account.profileImage).toBe(
        'http://avatars.example/a.png',
      ),
    )
    expect(document.querySelector('.kit-avatar img')).toBeNull()
    expect(screen.getByTestId('kit-account-address').textContent).toBe('0xf39F…b92266')
  })
})
