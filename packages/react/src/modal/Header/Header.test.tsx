import { openModal } from '@kit/core'
import { pushView } from '@kit/core/internal'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModal, renderModal } from '../test/renderModal.js'
import { testConnector } from '../test/testWallet.js'

afterEach(cleanupModal)

describe('Header', () => {
  it('names each view', () => {
    const { kit } = renderModal()
    act(() => openModal(kit))
    expect(screen.getByTestId('kit-title').textContent).toBe('Connect Wallet')
    act(() => pushView(kit, { view: 'Networks' }))
    expect(screen.getByTestId('kit-title').textContent).toBe('Select network')
    act(() => pushView(kit, { view: 'AllWallets' }))
    expect(screen.getByTestId('kit-title').textContent).toBe('All Wallets')
    act(() => pushView(kit, { view: 'UnsupportedChain' }))
    expect(screen.getByTestId('kit-title').textContent).toBe('Switch Network')
    expect(screen.getByRole('button', { name: 'Back' })).toBe(screen.getByTestId('kit-back'))
    expect(screen.getByRole('button', { name: 'Close' })).toBe(screen.getByTestId('kit-close'))
  })

  it('shows a hostile connector name as one capped line of text', () => {
    const { kit } = renderModal()
    act(() => openModal(kit))
    const name = `\u202e${'<b>x</b>'.repeat(2_000)}`
    act(() =>
      pushView(kit, {
        view: 'ConnectingExternal',
        data: { connector: { ...testConnector, name } },
      }),
    )
    const title = screen.getByTestId('kit-title')
    expect(title.children).toHaveLength(0)
    expect(title.getAttribute('dir')).toBe('auto')
    expect(title.textContent!.startsWith('<b>x</b>')).toBe(true)
    expect(Array.from(title.textContent!)).toHaveLength(64)
  })
})
