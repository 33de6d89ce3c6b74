import { closeModal } from '@kit/core/modules/actions/closeModal'
import { openModal } from '@kit/core/modules/actions/openModal'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModal, renderModal } from './test/renderModal.js'

afterEach(cleanupModal)

/** The modal's root element (the backdrop's and the card's parent). */
function modalRoot(): HTMLElement {
  const root = screen.getByTestId('kit-modal').closest<HTMLElement>('.kit-root')
  if (!root) throw new Error('no modal root')
  return root
}

// Issue 10: an open must fit in one frame on React 18 and 19 alike, so the closed modal is kept
// rendered (its views mounted, their effects run) and an open only reveals it.
describe('item 10: the closed modal is rendered, hidden', () => {
  it('draws the Connect view while closed, out of sight, focus and the accessibility tree', async () => {
    renderModal()
    const row = await screen.findByTestId('kit-wallet-row')
    const root = modalRoot()
    expect(root.contains(row)).toBe(true)
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(root.hasAttribute('data-closed')).toBe(true)
    // Not `inert` or `visibility`, which every element inherits: revealing would restyle them all.
    expect(root.hasAttribute('inert')).toBe(false)
    expect(root.style.getPropertyValue('content-visibility')).toBe('hidden')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(document.body)
  })

  it('an open reveals the same nodes, moves focus to the first wallet and asks no service again', async () => {
    const { kit, api } = renderModal()
    const row = await screen.findByTestId('kit-wallet-row')
    await waitFor(() => expect(api.requestsTo('/getWallets').length).toBeGreaterThan(0))
    const asked = api.requests.length
    act(() => openModal(kit))
    const root = modalRoot()
    expect(root.hasAttribute('aria-hidden')).toBe(false)
    expect(root.hasAttribute('data-closed')).toBe(false)
    expect(root.style.getPropertyValue('content-visibility')).toBe('')
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
    // Not re-mounted: the row drawn while closed is the one now shown, and it has focus.
    expect(screen.getByTestId('kit-wallet-row')).toBe(row)
    expect(document.activeElement).toBe(row)
    act(() => closeModal(kit))
    act(() => openModal(kit))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.requests.length).toBe(asked)
  })

  it('gives focus back to the opener on close', () => {
    const { kit } = renderModal()
    const opener = document.createElement('button')
    document.body.appendChild(opener)
    opener.focus()
    act(() => openModal(kit))
    expect(document.activeElement).not.toBe(opener)
    act(() => closeModal(kit))
    return waitFor(() => expect(document.activeElement).toBe(opener)).finally(() => opener.remove())
  })
})
