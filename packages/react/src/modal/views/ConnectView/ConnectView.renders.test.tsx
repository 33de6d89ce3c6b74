import { closeModal } from '@kit/core/modules/actions/closeModal'
import { getWalletSections } from '@kit/core/modules/actions/getWalletSections'
import { openModal } from '@kit/core/modules/actions/openModal'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModal, renderModal } from '../../test/renderModal.js'

vi.mock('@kit/core/modules/actions/getWalletSections', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('@kit/core/modules/actions/getWalletSections')>()
  return { ...original, getWalletSections: vi.fn(original.getWalletSections) }
})

afterEach(cleanupModal)

// Drawing the list again on every open would make React compile and keep more of its own code
// (the bench's heap figure) and slow the open down.
describe('ConnectView renders', () => {
  it('not again when the modal opens or closes, only when what it shows changes', async () => {
    const { kit } = renderModal()
    await screen.findByTestId('kit-wallet-row')
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
})
