import { type CatalogueWallet, type Connector, type Kit, openModal } from '@kit/core'
import { createCatalogueWallet, type FakeApi, type FakeRoute, httpError } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'
import { testConnector } from '../../test/testWallet.js'
import { getFocusable } from '../../utils/getFocusable.js'
import { walletSearchDebounce } from './AllWalletsView.js'

afterEach(cleanupModal)

function catalogueOf(
  size: number,
  overrides: (i: number) => Partial<CatalogueWallet> = () => ({}),
) {
  return Array.from({ length: size }, (_, i) => createCatalogueWallet(i + 1, overrides(i + 1)))
}

async function openAllWallets({
  catalogue = catalogueOf(100),
  routes,
  connectors,
  locale,
}: {
  catalogue?: CatalogueWallet[]
  routes?: Record<string, FakeRoute>
  connectors?: Connector[]
  locale?: string
} = {}) {
  const api = createModalApi({ wallets: catalogue, routes })
  const { kit } = renderModal({ api, connectors, kitOptions: { locale } })
  act(() => openModal(kit, { view: 'AllWallets' }))
  const grid = await screen.findByTestId('kit-all-wallets-grid')
  return { kit, api, grid }
}

/** The AllWallets page requests (the Connect view asks for 20 entries at a time). */
const pageRequests = (api: FakeApi) =>
  api.requestsTo('/getWallets').filter((request) => request.query.get('entries') === '40')

const tileIds = () =>
  screen.queryAllByTestId('kit-wallet-tile').map((tile) => tile.getAttribute('data-wallet-id'))

function scrollGrid(grid: HTMLElement, top: number) {
  Object.defineProperty(grid, 'scrollTop', { configurable: true, writable: true, value: top })
  fireEvent.scroll(grid)
}

/** Scrolls to the bottom until the whole catalogue is in the store. */
async function loadEverything(grid: HTMLElement, kit: Kit) {
  for (let round = 0; round < 60 && kit.stores.wallets.all.wallets.length < 1000; round++) {
    const loaded = kit.stores.wallets.all.wallets.length
    act(() => scrollGrid(grid, Math.ceil(loaded / 4) * 104))
    await waitFor(() => expect(kit.stores.wallets.all.status).not.toBe('loading'))
  }
}

describe('AllWalletsView', () => {
  it('shows the first page of 40 as tiles, titled All Wallets', async () => {
    const { api } = await openAllWallets()
    await waitFor(() => expect(tileIds().length).toBeGreaterThan(0))
    expect(screen.getByTestId('kit-title').textContent).toBe('All Wallets')
    const [request] = pageRequests(api)
    expect(request!.query.get('page')).toBe('1')
    expect(request!.query.get('entries')).toBe('40')
    // Five rows fit the fallback viewport; two more are drawn below it.
    expect(tileIds()).toEqual(catalogueOf(28).map((wallet) => wallet.id))
    const tile = screen.getAllByTestId('kit-wallet-tile')[0]!
    expect(tile.textContent).toBe('Wallet 1')
    expect(tile.querySelector('img')?.getAttribute('src')).toMatch(/\/getWalletImage\/image-1\?/)
  })

  it('shows skeleton tiles while a page loads', async () => {
    // Every catalogue request waits (the Connect view's own may be among them) until released.
    const answers: (() => void)[] = []
    const { grid } = await openAllWallets({
      routes: {
        '/getWallets': () =>
          new Promise((resolve) => {
            answers.push(() => resolve({ count: 1, data: [createCatalogueWallet(1)] }))
          }),
      },
    })
    expect(grid.getAttribute('aria-busy')).toBe('true')
    expect(screen.getAllByTestId('kit-wallet-skeleton').length).toBeGreaterThan(0)
    await waitFor(() => expect(answers.length).toBeGreaterThan(0))
    await act(async () => {
      for (const answer of answers) answer()
    })
    await waitFor(() => expect(tileIds()).toEqual(['wallet-1']))
    expect(screen.queryAllByTestId('kit-wallet-skeleton')).toHaveLength(0)
  })

  it('loads the next page when the end comes within two rows', async () => {
    const { api, grid, kit } = await openAllWallets()
    await waitFor(() => expect(kit.stores.wallets.all.wallets).toHaveLength(40))
    // Rows 0-4 visible of 10: not near the end yet.
    expect(pageRequests(api)).toHaveLength(1)
    act(() => scrollGrid(grid, 3 * 104))
    await waitFor(() => expect(kit.stores.wallets.all.wallets).toHaveLength(80))
    const pages = pageRequests(api).map((request) => request.query.get('page'))
    expect(pages).toEqual(['1', '2'])
    expect(grid.querySelector('ul')!.style.height).toBe(`${20 * 104}px`)
  })

  it('keeps fewer than 100 tiles in the DOM with 1,000 wallets loaded', async () => {
    const { grid, kit } = await openAllWallets({ catalogue: catalogueOf(1000) })
    await waitFor(() => expect(kit.stores.wallets.all.wallets).toHaveLength(40))
    await loadEverything(grid, kit)
    expect(kit.stores.wallets.all.wallets).toHaveLength(1000)
    act(() => scrollGrid(grid, 250 * 104 - 424))
    const ids = tileIds()
    expect(ids.length).toBeLessThan(100)
    expect(ids).toContain('wallet-1000')
    expect(ids).not.toContain('wallet-500')
    expect(grid.querySelector('ul')!.style.height).toBe(`${250 * 104}px`)
  })

  it('shows the error with a Retry button, which loads the page again', async () => {
    const api = createModalApi({ wallets: catalogueOf(10) })
    api.route('/getWallets', () => httpError(400))
    const { kit } = renderModal({ api })
    act(() => openModal(kit, { view: 'AllWallets' }))
    const retry = await screen.findByTestId('kit-wallets-retry')
    expect(retry.closest('[role="alert"]')!.textContent).toContain(kit.stores.wallets.all.error!)
    expect(kit.stores.wallets.all.error).toBeTruthy()
    api.route('/getWallets', () => ({ count: 10, data: catalogueOf(10) }))
    fireEvent.click(retry)
    await waitFor(() => expect(tileIds()).toHaveLength(10))
    expect(screen.queryByTestId('kit-wallets-retry')).toBeNull()
  })

  it('searches once typing pauses, and shows up to 100 results', async () => {
    const { api } = await openAllWallets({ catalogue: catalogueOf(300) })
    await waitFor(() => expect(tileIds().length).toBeGreaterThan(0))
    const input = screen.getByTestId('kit-wallet-search') as HTMLInputElement
    expect(screen.getByLabelText('Search wallet')).toBe(input)
    fireEvent.change(input, { target: { value: 'W' } })
    fireEvent.change(input, { target: { value: 'Wallet 2' } })
    fireEvent.change(input, { target: { value: 'Wallet 1' } })
    const searches = () =>
      api.requestsTo('/getWallets').filter((request) => request.query.has('search'))
    await new Promise((resolve) => setTimeout(resolve, walletSearchDebounce / 2))
    expect(searches()).toHaveLength(0)
    await waitFor(() =>
      expect(screen.getAllByTestId('kit-wallet-tile')[0]!.textContent).toBe('Wallet 1'),
    )
    // Loaded entries are filtered at once; the service is asked once typing pauses.
    await waitFor(() =>
      expect(searches().map((request) => request.query.get('search'))).toEqual(['Wallet 1']),
    )
    expect(searches()[0]!.query.get('entries')).toBe('100')
    await waitFor(() =>
      expect(
        screen.getAllByTestId('kit-wallet-tile')[0]!.closest('li')!.getAttribute('aria-setsize'),
      ).toBe('100'),
    )
    // "Wallet 1", "Wallet 10"-"Wallet 19", "Wallet 100"-"Wallet 199": 111 match, 100 shown.
  })

  it('filters the wallets already loaded on the keystroke itself', async () => {
    const { api } = await openAllWallets({ catalogue: catalogueOf(12) })
    await waitFor(() => expect(tileIds()).toHaveLength(12))
    const input = screen.getByTestId('kit-wallet-search') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'Wallet 1' } })
    expect(tileIds()).toEqual(['wallet-1', 'wallet-10', 'wallet-11', 'wallet-12'])
    expect(api.requestsTo('/getWallets').filter((request) => request.query.has('search'))).toEqual(
      [],
    )
  })

  it('says so when nothing matches, and clears with Escape before closing', async () => {
    const { kit } = await openAllWallets({ catalogue: catalogueOf(20) })
    const input = screen.getByTestId('kit-wallet-search') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'nothing like it' } })
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(screen.queryByTestId('kit-all-wallets-grid')).toBeNull()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.value).toBe('')
    expect(kit.stores.modal.open).toBe(true)
    await waitFor(() => expect(tileIds().length).toBeGreaterThan(0))
    expect(screen.queryByText('No wallet found')).toBeNull()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(kit.stores.modal.open).toBe(false)
  })

  it('right to left, the arrows follow the reading order', async () => {
    await openAllWallets({ locale: 'ar' })
    await waitFor(() =>
      expect(document.querySelector('.kit-root')?.getAttribute('dir')).toBe('rtl'),
    )
    act(() => screen.getAllByTestId('kit-wallet-tile')[0]!.focus())
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })
    press('ArrowLeft')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-2')
    press('ArrowRight')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-1')
  })

  it('moves through the grid with the arrow keys and selects with Enter', async () => {
    const { kit, grid } = await openAllWallets()
    await waitFor(() => expect(tileIds().length).toBeGreaterThan(0))
    const input = screen.getByTestId('kit-wallet-search')
    const tiles = () => screen.getAllByTestId('kit-wallet-tile')
    // One tab stop in the grid, right after the search field.
    const focusable = getFocusable(screen.getByTestId('kit-modal'))
    expect(focusable[focusable.indexOf(input) + 1]).toBe(tiles()[0])
    // The grid is a single tab stop, and the view's last: Tab from it wraps to the header.
    expect(focusable.at(-1)).toBe(tiles()[0])
    expect(tiles().filter((tile) => tile.tabIndex === 0)).toHaveLength(1)
    act(() => tiles()[0]!.focus())
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })
    press('ArrowRight')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-2')
    press('ArrowDown')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-6')
    press('ArrowLeft')
    press('ArrowUp')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-1')
    press('End')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-40')
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0)
    expect(grid.scrollTop).toBeGreaterThan(0)
    press('Home')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-1')
    press('ArrowRight')
    press('Enter')
    expect(kit.stores.router.view).toBe('ConnectingWalletConnect')
    expect(kit.stores.router.data?.wallet?.id).toBe('wallet-2')
  })

  it('keeps the focused tile drawn while the grid scrolls away from it', async () => {
    const { grid, kit } = await openAllWallets({ catalogue: catalogueOf(200) })
    await waitFor(() => expect(tileIds().length).toBeGreaterThan(0))
    act(() => screen.getAllByTestId('kit-wallet-tile')[1]!.focus())
    await loadEverything(grid, kit)
    act(() => scrollGrid(grid, 40 * 104))
    expect(tileIds()).toContain('wallet-2')
    expect(tileIds()).toContain('wallet-161')
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-2')
  })

  it('marks and connects an installed wallet through its extension', async () => {
    await openAllWallets({
      catalogue: catalogueOf(8, (i) => (i === 3 ? { rdns: 'io.metamask' } : {})),
      connectors: [testConnector],
    })
    await waitFor(() => expect(tileIds()).toHaveLength(8))
    const tile = screen.getAllByTestId('kit-wallet-tile')[2]!
    expect(tile.querySelector('[aria-label="Installed"]')).not.toBeNull()
    expect(screen.getAllByLabelText('Installed')).toHaveLength(1)
    fireEvent.click(tile)
    expect(screen.getByTestId('kit-title').textContent).toBe('MetaMask')
  })

  it('preloads the first 20 trusted images when it opens', async () => {
    const loaded: string[] = []
    const original = window.Image
    window.Image = class {
      decoding = ''
      referrerPolicy = ''
      set src(value: string) {
        loaded.push(value)
      }
    } as unknown as typeof window.Image
    try {
      await openAllWallets({
        catalogue: catalogueOf(40, (i) =>
          i === 2 ? { image_id: null, image_url: 'javascript:alert(1)' } : {},
        ),
      })
      await waitFor(() => expect(loaded.length).toBeGreaterThan(0))
      expect(loaded).toHaveLength(19)
      expect(loaded[0]).toMatch(/\/getWalletImage\/image-1\?/)
      expect(loaded.some((src) => src.includes('image-21'))).toBe(false)
      expect(loaded.some((src) => src.startsWith('javascript:'))).toBe(false)
    } finally {
      window.Image = original
    }
  })

  it('searches again when the same words are typed right after clearing', async () => {
    const { api } = await openAllWallets({ catalogue: catalogueOf(30) })
    const input = screen.getByTestId('kit-wallet-search') as HTMLInputElement
    const searches = () =>
      api.requestsTo('/getWallets').filter((request) => request.query.has('search'))
    fireEvent.change(input, { target: { value: 'Wallet 3' } })
    await waitFor(() => expect(tileIds()).toEqual(['wallet-3', 'wallet-30']))
    await waitFor(() => expect(searches()).toHaveLength(1))
    fireEvent.change(input, { target: { value: '' } })
    fireEvent.change(input, { target: { value: 'Wallet 3' } })
    await waitFor(() => expect(tileIds()).toEqual(['wallet-3', 'wallet-30']))
    await waitFor(() => expect(searches()).toHaveLength(2))
  })
})
