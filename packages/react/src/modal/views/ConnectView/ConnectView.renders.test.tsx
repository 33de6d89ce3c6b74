import { closeModal } from '@kit/core/modules/actions/closeModal'
import { getWalletSections } from '@kit/core/modules/actions/getWalletSections'
import { openModal } from '@kit/core/modules/actions/openModal'
import { withConnectorImage } from '@kit/core/modules/utils/withConnectorImage'
import { createCatalogueWallet, createDeferred } from '@kit/test-fixtures'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModalApi } from '../../test/createModalApi.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'

vi.mock('@kit/core/modules/actions/getWalletSections', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('@kit/core/modules/actions/getWalletSections')>()
  return { ...original, getWalletSections: vi.fn(original.getWalletSections) }
})

vi.mock('@kit/core/modules/utils/withConnectorImage', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('@kit/core/modules/utils/withConnectorImage')>()
  return { ...original, withConnectorImage: vi.fn(original.withConnectorImage) }
})

afterEach(cleanupModal)

// Drawing the list again on every open would make React compile and keep more of its own code
// (the bench's heap figure) and slow the open down.
describe('ConnectView renders', () => {
  it('not again when the modal opens or closes, only when what it shows changes', async () => {
    const { kit } = renderModal()
    await screen.findByTestId('kit-wallet-row')
    // Once the catalogue has answered: an open before that draws its placeholders.
    await vi.waitFor(() => expect(kit.stores.wallets.connectStatus).toBe('success'))
    const renders = vi.mocked(getWalletSections).mock.calls.length
    act(() => openModal(kit))
    act(() => closeModal(kit))
    act(() => openModal(kit))
    expect(vi.mocked(getWalletSections).mock.calls.length).toBe(renders)
    act(() => {
      kit.stores.modal.legalChecked = true
    })
    expect(vi.mocked(getWalletSections).mock.calls.length).toBeGreaterThan(renders)
  })

  it('once when opened before the catalogue answers, to hold its rows; not while closed', async () => {
    const gate = createDeferred()
    const api = createModalApi()
    api.route('/getWallets', async () => {
      await gate.promise
      return { count: 0, data: [] }
    })
    const { kit } = renderModal({ api })
    await screen.findByTestId('kit-wallet-row')
    await vi.waitFor(() => expect(kit.stores.wallets.connectStatus).toBe('loading'))
    expect(screen.queryAllByTestId('kit-wallet-row-skeleton')).toHaveLength(0)
    const renders = vi.mocked(getWalletSections).mock.calls.length
    act(() => openModal(kit))
    expect(vi.mocked(getWalletSections).mock.calls.length).toBe(renders + 1)
    expect(screen.getAllByTestId('kit-wallet-row-skeleton')).toHaveLength(4)
    await act(async () => gate.resolve())
    await vi.waitFor(() => expect(kit.stores.wallets.connectStatus).toBe('success'))
    expect(screen.queryAllByTestId('kit-wallet-row-skeleton')).toHaveLength(0)
  })

  it('draws the rows already there not again when the catalogue adds its own', async () => {
    const gate = createDeferred()
    const api = createModalApi()
    const wallets = Array.from({ length: 6 }, (_, i) => createCatalogueWallet(i + 1))
    api.route('/getWallets', async () => {
      await gate.promise
      return { count: wallets.length, data: wallets }
    })
    const { kit } = renderModal({ api })
    act(() => openModal(kit))
    await screen.findByTestId('kit-wallet-row')
    // The installed wallet's row is drawn through withConnectorImage, once per render of it.
    const drawn = vi.mocked(withConnectorImage).mock.calls.length
    await act(async () => gate.resolve())
    await vi.waitFor(() => expect(screen.getAllByTestId('kit-wallet-row')).toHaveLength(5))
    expect(vi.mocked(withConnectorImage).mock.calls.length).toBe(drawn)
  })
})
