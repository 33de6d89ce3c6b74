import { openModal } from '@kit/core'
import { createCatalogueWallet, createDeferred, type FakeApiRequest } from '@kit/test-fixtures'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModal)

const catalogue = Array.from({ length: 12 }, (_, i) => createCatalogueWallet(i + 1))

/** The catalogue, held until `gate` settles. */
function heldCatalogue() {
  const gate = createDeferred()
  const api = createModalApi({ wallets: catalogue })
  api.route('/getWallets', async ({ query }: FakeApiRequest) => {
    await gate.promise
    const include = query.get('include')?.split(',')
    const matching = catalogue.filter((wallet) => !include || include.includes(wallet.id))
    return { count: matching.length, data: matching.slice(0, Number(query.get('entries'))) }
  })
  return { api, gate }
}

/** Each section of the list, as its name and its rows ('skeleton' for a placeholder). */
function layout(list: HTMLElement) {
  return Array.from(list.querySelectorAll('[data-section], [data-section-pending]'), (section) => [
    section.getAttribute('data-section') ?? `${section.getAttribute('data-section-pending')}…`,
    Array.from(section.children, (row) =>
      row.getAttribute('data-testid') === 'kit-wallet-row-skeleton'
        ? 'skeleton'
        : (row.getAttribute('data-connector-id') ?? row.getAttribute('data-wallet-id')),
    ),
  ])
}

describe('ConnectView while the catalogue loads', () => {
  it('holds the featured and recommended rows with skeletons, in their places', async () => {
    const { api, gate } = heldCatalogue()
    const { kit } = renderModal({
      api,
      kitOptions: { featuredWalletIds: ['wallet-3', 'wallet-1'] },
    })
    act(() => openModal(kit))
    const list = await screen.findByTestId('kit-wallet-list')
    expect(list.getAttribute('aria-busy')).toBe('true')
    expect(layout(list)).toEqual([
      ['injected', ['io.metamask']],
      ['featured…', ['skeleton', 'skeleton']],
      ['recommended…', ['skeleton', 'skeleton', 'skeleton', 'skeleton']],
    ])
    for (const skeleton of screen.getAllByTestId('kit-wallet-row-skeleton'))
      expect(skeleton.getAttribute('aria-hidden')).toBe('true')
    // The list ends with All Wallets, under the skeletons.
    expect(list.lastElementChild?.getAttribute('data-testid')).toBe('kit-all-wallets')
    gate.resolve()
    await waitFor(() => expect(screen.queryAllByTestId('kit-wallet-row-skeleton')).toHaveLength(0))
    expect(list.hasAttribute('aria-busy')).toBe(false)
    expect(layout(list).slice(-2)).toEqual([
      ['featured', ['wallet-3', 'wallet-1']],
      ['recommended', ['wallet-2', 'wallet-4', 'wallet-5', 'wallet-6']],
    ])
  })

  it('shows skeletons from the first paint, before the request is sent', async () => {
    const { api } = heldCatalogue()
    const { kit } = renderModal({ api })
    act(() => openModal(kit))
    await screen.findByTestId('kit-wallet-list')
    expect(screen.getAllByTestId('kit-wallet-row-skeleton')).toHaveLength(4)
  })

  it('follows features.connectorTypeOrder', async () => {
    const { api } = heldCatalogue()
    const { kit } = renderModal({
      api,
      kitOptions: { features: { connectorTypeOrder: ['recommended', 'injected'] } },
    })
    act(() => openModal(kit))
    const list = await screen.findByTestId('kit-wallet-list')
    expect(
      layout(list)
        .map(([name]) => name)
        .slice(0, 2),
    ).toEqual(['recommended…', 'injected'])
  })

  it('drops the skeletons when the catalogue fails; installed wallets stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => warn.mockRestore())
    const api = createModalApi({ wallets: catalogue })
    api.fail('/getWallets', 400)
    const { kit } = renderModal({ api })
    act(() => openModal(kit))
    const list = await screen.findByTestId('kit-wallet-list')
    await waitFor(() => expect(screen.queryAllByTestId('kit-wallet-row-skeleton')).toHaveLength(0))
    expect(list.hasAttribute('aria-busy')).toBe(false)
    expect(screen.getByTestId('kit-wallet-row').getAttribute('data-connector-id')).toBe(
      'io.metamask',
    )
    expect(warn).toHaveBeenCalledWith('[kit] Wallet catalogue unavailable', expect.anything())
  })

  it('shows no skeletons when the app lists no wallets', async () => {
    const { api } = heldCatalogue()
    const { kit } = renderModal({ api, kitOptions: { enableWallets: false } })
    act(() => openModal(kit))
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(screen.queryAllByTestId('kit-wallet-row-skeleton')).toHaveLength(0)
  })
})
