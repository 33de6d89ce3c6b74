import { openModal } from '@kit/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'

afterEach(cleanupModal)

async function openHelp(options: Parameters<typeof renderModal>[0] = {}) {
  const rendered = renderModal(options)
  act(() => openModal(rendered.kit))
  fireEvent.click(await screen.findByRole('button', { name: 'What is a wallet?' }))
  await screen.findByTestId('kit-what-is-a-wallet', {}, { timeout: 10_000 })
  return rendered
}

describe('WhatIsAWalletView', () => {
  it('opens from the help button on Connect, titled, with three points and Back to Connect', async () => {
    const { kit } = await openHelp()
    expect(kit.stores.router.view).toBe('WhatIsAWallet')
    expect(screen.getByTestId('kit-title').textContent).toBe('What is a wallet?')
    const points = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(points).toEqual([
      'Your keys, your assets',
      'One sign-in for every app',
      'Yours in every app',
    ])
    fireEvent.click(screen.getByTestId('kit-back'))
    await waitFor(() => expect(kit.stores.router.view).toBe('Connect'))
    expect(screen.getByTestId('kit-help')).toBeTruthy()
  })

  it('leads on to Get a wallet', async () => {
    const { kit } = await openHelp()
    fireEvent.click(screen.getByTestId('kit-get-wallet'))
    expect(kit.stores.router.view).toBe('GetWallet')
    await waitFor(() => expect(screen.getByTestId('kit-title').textContent).toBe('Get a wallet'))
  })

  it('offers help on Connect only: not once connected, not deeper in', async () => {
    const { kit } = renderModal()
    await connectAndOpen(kit)
    await screen.findByTestId('kit-network-chip', {}, { timeout: 10_000 })
    expect(screen.queryByTestId('kit-help')).toBeNull()
    cleanupModal()
    const other = renderModal()
    act(() => openModal(other.kit))
    fireEvent.click(await screen.findByTestId('kit-all-wallets'))
    await waitFor(() => expect(screen.getByTestId('kit-title').textContent).toBe('All Wallets'))
    expect(screen.getByTestId('kit-back')).toBeTruthy()
    expect(screen.queryByTestId('kit-help')).toBeNull()
  })

  it('speaks the visitor’s language, right to left too', async () => {
    const { kit } = renderModal({ kitOptions: { locale: 'ar' } })
    act(() => openModal(kit))
    const help = await screen.findByTestId('kit-help', {}, { timeout: 10_000 })
    // Named in Arabic once the language has loaded.
    await waitFor(() => expect(help.getAttribute('aria-label')).not.toBe('What is a wallet?'))
    const name = help.getAttribute('aria-label')
    fireEvent.click(help)
    const view = await screen.findByTestId('kit-what-is-a-wallet', {}, { timeout: 10_000 })
    expect(view.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).not.toBe(
        'Your keys, your assets',
      ),
    )
    expect(screen.getByTestId('kit-title').textContent).toBe(name)
  })

  it('has no axe violations', async () => {
    await openHelp()
    await expectAxeClean()
  })
})
