import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { createModalApi } from '../../../test/createModalApi.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'
import { testAddress } from '../../../test/testWallet.js'

/** The cleanup of a renderModal module loaded afresh (withNamesView): its kits are its own. */
let cleanupFreshModal: (() => void) | undefined

afterEach(() => {
  cleanupFreshModal?.()
  cleanupFreshModal = undefined
  cleanupModal()
  vi.doUnmock('../../../views/implementedViews.js')
})

async function openSettings(options: Parameters<typeof renderModal>[0] = {}) {
  const rendered = renderModal(options)
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-account-settings'))
  await screen.findByTestId('kit-settings')
  return rendered
}

describe('AccountSettingsView', () => {
  it('opens from the gear of the Account view, titled Settings', async () => {
    await openSettings()
    expect(screen.getByTestId('kit-title').textContent).toBe('Settings')
    expect(screen.getByRole('button', { name: /Network\s*Ethereum/ })).toBeTruthy()
  })

  it('opens Networks from the network row, and comes back to Settings', async () => {
    const { kit } = await openSettings()
    fireEvent.click(screen.getByTestId('kit-settings-network'))
    expect(screen.getByTestId('kit-title').textContent).toBe('Select network')
    fireEvent.click(await screen.findByTestId('kit-back'))
    await screen.findByTestId('kit-settings')
    expect(kit.stores.router.history).toEqual(['Account', 'AccountSettings'])
  })

  it('copies the full address and says so', async () => {
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    })
    await openSettings()
    const row = screen.getByTestId('kit-settings-copy')
    expect(row.textContent).toBe('Copy address0xf39F…b92266')
    fireEvent.click(row)
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Address copied')
    expect(copied).toEqual([testAddress])
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('shows the account name when it has one; its row leads to choosing another', async () => {
    const api = createModalApi({
      routes: { '/v1/identity/': () => ({ name: 'alice.eth', avatar: null }) },
    })
    const { kit } = await openSettings({ api })
    await waitFor(() =>
      expect(screen.getByTestId('kit-settings-name').textContent).toBe('Namealice.eth'),
    )
    expect(screen.queryByTestId('kit-settings-choose-name')).toBeNull()
    fireEvent.click(screen.getByTestId('kit-settings-name'))
    expect(kit.stores.router.view).toBe('ChooseAccountName')
  })

  it('disconnects and closes', async () => {
    const { kit, mock } = await openSettings()
    fireEvent.click(screen.getByTestId('kit-settings-disconnect'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(mock.calls.disconnect).toHaveLength(1)
    expect(kit.stores.connection.status).toBe('disconnected')
  })

  it('keeps Disconnect busy while the wallet disconnects', async () => {
    const { mock } = await openSettings()
    const pending = mock.defer('disconnect')
    fireEvent.click(screen.getByTestId('kit-settings-disconnect'))
    await waitFor(() =>
      expect(screen.getByTestId('kit-settings-disconnect').hasAttribute('disabled')).toBe(true),
    )
    await act(async () => pending.resolve(undefined))
  })

  it('has no axe violations', async () => {
    await openSettings()
    await expectAxeClean()
  })
})

/** Renders the modal with ChooseAccountName drawn or not, whatever the names feature's state. */
async function withNamesView(drawn: boolean) {
  vi.resetModules()
  vi.doMock('../../../views/implementedViews.js', async (original) => {
    const actual = await original<typeof import('../../../views/implementedViews.js')>()
    return {
      ...actual,
      isImplementedView: (view: string) =>
        view === 'ChooseAccountName' ? drawn : actual.isImplementedView(view),
    }
  })
  const fresh = await import('../../../test/renderModal.js')
  // The fresh module keeps its own kits and trees: left mounted, a view's timer would fire
  // after the test's window is gone.
  cleanupFreshModal = fresh.cleanupModal
  const rendered = fresh.renderModal()
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-account-settings'))
  await screen.findByTestId('kit-settings')
  return rendered
}

describe('AccountSettingsView and account names', () => {
  it('offers Choose name, which opens ChooseAccountName', async () => {
    const { kit } = await withNamesView(true)
    fireEvent.click(await screen.findByTestId('kit-settings-choose-name'))
    expect(kit.stores.router.view).toBe('ChooseAccountName')
  })

  it('offers no Choose name while the modal has no names view', async () => {
    await withNamesView(false)
    expect(screen.queryByTestId('kit-settings-name')).toBeNull()
    expect(screen.queryByTestId('kit-settings-choose-name')).toBeNull()
  })
})
