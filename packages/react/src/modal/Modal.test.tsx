import { openModal } from '@kit/core'
import { pushView, shakeModal, showAlert, showToast } from '@kit/core/internal'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModal, renderModal } from './test/renderModal.js'

afterEach(cleanupModal)

function open(kit: Parameters<typeof openModal>[0]) {
  act(() => openModal(kit))
}

describe('Modal', () => {
  it('shows nothing while closed', () => {
    renderModal()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens as a labelled modal dialog on the Connect view', async () => {
    const { kit } = renderModal()
    open(kit)
    const card = screen.getByTestId('kit-modal')
    expect(card.getAttribute('role')).toBe('dialog')
    expect(card.getAttribute('aria-modal')).toBe('true')
    const title = screen.getByTestId('kit-title')
    expect(title.textContent).toBe('Connect Wallet')
    expect(card.getAttribute('aria-labelledby')).toBe(title.id)
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(card)
    await screen.findByTestId('kit-wallet-list')
    expect(screen.queryByTestId('kit-back')).toBeNull()
  })

  it('closes from the close button and from the backdrop', () => {
    const { kit } = renderModal()
    open(kit)
    fireEvent.click(screen.getByTestId('kit-close'))
    expect(screen.queryByRole('dialog')).toBeNull()
    open(kit)
    fireEvent.click(screen.getByTestId('kit-backdrop'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(kit.stores.modal.open).toBe(false)
  })

  it('closes on Escape and gives focus back to the element that opened it', async () => {
    const { kit } = renderModal()
    const opener = document.createElement('button')
    opener.textContent = 'Open'
    document.body.appendChild(opener)
    opener.focus()
    open(kit)
    const row = await screen.findByTestId('kit-wallet-row')
    await waitFor(() => expect(document.activeElement).toBe(row))
    fireEvent.keyDown(row, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
    opener.remove()
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { kit } = renderModal()
    open(kit)
    // The last control of the Connect view.
    const row = await screen.findByTestId('kit-all-wallets')
    // The first: Connect's help button, in the header.
    const help = screen.getByTestId('kit-help')
    row.focus()
    fireEvent.keyDown(row, { key: 'Tab' })
    expect(document.activeElement).toBe(help)
    fireEvent.keyDown(help, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(row)
    // Focus that escaped the card is brought back in.
    document.body.focus()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(document.activeElement).toBe(help)
  })

  it('shows Back once there is history, and goes back with it', async () => {
    const { kit } = renderModal()
    open(kit)
    act(() => pushView(kit, { view: 'Networks' }))
    expect(screen.getByTestId('kit-title').textContent).toBe('Select network')
    fireEvent.click(screen.getByTestId('kit-back'))
    expect(screen.getByTestId('kit-title').textContent).toBe('Connect Wallet')
    expect(screen.queryByTestId('kit-back')).toBeNull()
  })

  it('slides views in the direction of travel and keeps the leaving one inert', async () => {
    const { kit } = renderModal()
    open(kit)
    await screen.findByTestId('kit-wallet-list')
    act(() => pushView(kit, { view: 'Networks' }))
    let views = Array.from(document.querySelectorAll('.kit-view'))
    expect(
      views.map((v) => [v.getAttribute('data-phase'), v.getAttribute('data-direction')]),
    ).toEqual([
      ['exit', 'forward'],
      ['enter', 'forward'],
    ])
    expect(views[0]!.hasAttribute('inert')).toBe(true)
    expect(views[0]!.getAttribute('aria-hidden')).toBe('true')
    await waitFor(() => expect(document.querySelectorAll('.kit-view')).toHaveLength(1))
    fireEvent.click(screen.getByTestId('kit-back'))
    views = Array.from(document.querySelectorAll('.kit-view'))
    expect(views.map((v) => v.getAttribute('data-direction'))).toEqual(['back', 'back'])
  })

  it('falls back to Connect for a view that is not drawn yet', async () => {
    const { kit } = renderModal()
    act(() => openModal(kit, { view: 'ApproveTransaction' }))
    expect(screen.getByTestId('kit-title').textContent).toBe('Connect Wallet')
    await screen.findByTestId('kit-wallet-list')
  })

  it('shakes on request', () => {
    const { kit } = renderModal()
    open(kit)
    act(() => shakeModal(kit))
    expect(screen.getByTestId('kit-modal').className).toContain('kit-card--shake')
  })

  it('shows the toast pill and the alert banner, which can be dismissed', async () => {
    const { kit } = renderModal()
    open(kit)
    act(() => showToast(kit, { message: 'Address copied', variant: 'success' }))
    expect(screen.getByTestId('kit-toast').textContent).toBe('Address copied')
    act(() => showAlert(kit, { id: 'NETWORK_NOT_FOUND' }))
    const alert = await screen.findByTestId('kit-alert')
    expect(alert.textContent).toContain('Network Not Found')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByTestId('kit-alert')).toBeNull()
  })

  it('applies the theme mode and theme variables to its root', () => {
    const { kit } = renderModal({
      kitOptions: {
        themeMode: 'light',
        themeVariables: { '--w3m-accent': '#112233', '--w3m-z-index': 1200 },
      },
    })
    open(kit)
    const root = screen.getByTestId('kit-modal').parentElement!
    expect(root.getAttribute('data-kit-theme')).toBe('light')
    expect(root.style.getPropertyValue('--w3m-accent')).toBe('#112233')
    expect(root.style.getPropertyValue('--w3m-z-index')).toBe('1200')
  })

  it('stays drawn in place when embedded, without backdrop or modal semantics', async () => {
    const { kit } = renderModal({ kitOptions: { enableEmbedded: true } })
    expect(screen.getByTestId('kit-modal').getAttribute('aria-modal')).toBeNull()
    expect(screen.queryByTestId('kit-backdrop')).toBeNull()
    await screen.findByTestId('kit-wallet-list')
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.getByTestId('kit-modal')).toBeTruthy()
    expect(kit.stores.modal.embedded).toBe(true)
  })
})
