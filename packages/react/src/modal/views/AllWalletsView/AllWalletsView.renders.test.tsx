import { openModal } from '@kit/core'
import { createCatalogueWallet } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'
import { walletSearchDebounce } from './AllWalletsView.js'

// Every tile render names its wallet once, so counting the calls counts tile renders.
const names = vi.hoisted(() => ({ calls: 0 }))
vi.mock('../../utils/displayName.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../utils/displayName.js')>()
  return {
    displayName: (...args: Parameters<typeof actual.displayName>) => {
      names.calls += 1
      return actual.displayName(...args)
    },
  }
})

afterEach(cleanupModal)

describe('AllWalletsView: what a keystroke redraws', () => {
  it('catalogue search budget: tiles whose wallet and place stay are not redrawn', async () => {
    const catalogue = Array.from({ length: 200 }, (_, i) => createCatalogueWallet(i + 1))
    const api = createModalApi({ wallets: catalogue })
    const { kit } = renderModal({ api })
    act(() => openModal(kit, { view: 'AllWallets' }))
    await screen.findAllByTestId('kit-wallet-tile')
    const input = screen.getByTestId('kit-wallet-search')
    // Every entry is called "Wallet n": each query keeps the same first tiles, and the service's
    // answer (new objects with the same content) replaces the preview after the debounce.
    for (const value of ['w', 'wa', 'wal']) {
      act(() => {
        fireEvent.change(input, { target: { value } })
      })
      await waitFor(() => expect(kit.stores.wallets.search.status).toBe('success'), {
        timeout: walletSearchDebounce + 2000,
      })
    }
    const shown = screen.getAllByTestId('kit-wallet-tile').length
    expect(shown).toBeGreaterThan(8)
    names.calls = 0
    act(() => {
      fireEvent.change(input, { target: { value: 'wa' } })
    })
    expect(names.calls).toBe(0)
    act(() => {
      fireEvent.change(input, { target: { value: 'wallet 1' } })
    })
    // "Wallet 1", "Wallet 10"…: only tiles that changed wallet or place are drawn.
    expect(names.calls).toBeGreaterThan(0)
    expect(names.calls).toBeLessThanOrEqual(screen.getAllByTestId('kit-wallet-tile').length)
  })

  it('catalogue search budget: grid tiles load their images after layout (loading=lazy)', async () => {
    const { kit } = renderModal({ api: createModalApi({ wallets: [createCatalogueWallet(1)] }) })
    act(() => openModal(kit, { view: 'AllWallets' }))
    // The tile draws its image once the image address is known, which may take a moment.
    await waitFor(() =>
      expect(
        screen.getAllByTestId('kit-wallet-tile')[0]?.querySelector('img')?.getAttribute('loading'),
      ).toBe('lazy'),
    )
  })
})
