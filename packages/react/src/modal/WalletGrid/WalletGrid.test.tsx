import type { CatalogueWallet } from '@kit/core'
import { createCatalogueWallet } from '@kit/test-fixtures'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletGrid, walletGridColumns, walletGridRowHeight } from './WalletGrid.js'

afterEach(cleanup)

const walletsOf = (size: number, name = 'Wallet'): CatalogueWallet[] =>
  Array.from({ length: size }, (_, i) => createCatalogueWallet(i + 1, { name: `${name} ${i + 1}` }))

const grid = (wallets: readonly CatalogueWallet[], scrollKey: string) => (
  <WalletGrid
    wallets={wallets}
    scrollKey={scrollKey}
    getImageSrc={() => undefined}
    installedRdns={new Set()}
    loading={false}
    hasMore={false}
    onEndReached={() => {}}
    onSelect={() => {}}
  />
)

describe('WalletGrid', () => {
  it('item 1: new search results are drawn from the top, not at the scroll offset of the list before', () => {
    const all = walletsOf(1000)
    const { rerender } = render(grid(all, ''))
    const box = screen.getByTestId('kit-all-wallets-grid')
    let scrollTop = 0
    Object.defineProperty(box, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value
      },
    })
    act(() => {
      scrollTop = (1000 / walletGridColumns) * walletGridRowHeight
      fireEvent.scroll(box)
    })
    const results = walletsOf(40, 'Found')
    rerender(grid(results, 'fou'))
    const drawn = screen.getAllByTestId('kit-wallet-tile').map((tile) => tile.textContent)
    expect(scrollTop).toBe(0)
    expect(drawn[0]).toContain('Found 1')
  })

  it('catalogue search budget: a new list draws the rows in view first, the overscan a frame later', async () => {
    const { rerender } = render(grid(walletsOf(100), ''))
    // No layout in the test DOM: the 424 px fallback viewport shows 5 rows, plus 2 of overscan.
    expect(screen.getAllByTestId('kit-wallet-tile')).toHaveLength(7 * walletGridColumns)
    rerender(grid(walletsOf(100, 'Found'), 'fou'))
    expect(screen.getAllByTestId('kit-wallet-tile')).toHaveLength(5 * walletGridColumns)
    await waitFor(() =>
      expect(screen.getAllByTestId('kit-wallet-tile')).toHaveLength(7 * walletGridColumns),
    )
  })

  it('catalogue search budget: a keystroke’s results are drawn in one commit, with no second render for the grid', () => {
    const commits: string[] = []
    const counted = (wallets: readonly CatalogueWallet[], scrollKey: string) => (
      <Profiler id="grid" onRender={(_, phase) => commits.push(phase)}>
        {grid(wallets, scrollKey)}
      </Profiler>
    )
    const { rerender } = render(counted(walletsOf(100), ''))
    commits.length = 0
    rerender(counted(walletsOf(100, 'Found'), 'fou'))
    // A ref callback made anew at each render would be detached and attached again in the
    // commit, and its state updates would draw the grid a second time before the frame.
    expect(commits).toEqual(['update'])
  })

  it('catalogue search budget: new results reuse the tiles in view, each with its own icon', async () => {
    const iconOf = (wallet: CatalogueWallet) => `https://icons.example/${wallet.id}.png`
    const view = (wallets: readonly CatalogueWallet[], scrollKey: string) => (
      <WalletGrid
        wallets={wallets}
        scrollKey={scrollKey}
        getImageSrc={iconOf}
        installedRdns={new Set()}
        loading={false}
        hasMore={false}
        onEndReached={() => {}}
        onSelect={() => {}}
      />
    )
    const before = walletsOf(40)
    const { rerender } = render(view(before, ''))
    const first = screen.getAllByTestId('kit-wallet-tile')[0]!
    await waitFor(() =>
      expect(first.querySelector('img')?.getAttribute('src')).toBe(iconOf(before[0]!)),
    )
    const found = Array.from({ length: 40 }, (_, i) =>
      createCatalogueWallet(i + 101, { name: `Found ${i + 1}` }),
    )
    rerender(view(found, 'fou'))
    // The same element, now the first result; never the icon of the wallet it showed before.
    expect(screen.getAllByTestId('kit-wallet-tile')[0]).toBe(first)
    expect(first.getAttribute('data-wallet-id')).toBe(found[0]!.id)
    expect(first.textContent).toContain('Found 1')
    expect(first.querySelector(`img[src="${iconOf(before[0]!)}"]`)).toBeNull()
    await waitFor(() =>
      expect(first.querySelector('img')?.getAttribute('src')).toBe(iconOf(found[0]!)),
    )
  })
})
