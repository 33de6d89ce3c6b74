import type { Kit } from '@kit/core'
import type { FakeApiRequest } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { tokenBalance } from '../test/accountFixtures.js'
import { connectAndOpen } from '../test/connectAndOpen.js'
import { createModalApi } from '../test/createModalApi.js'
import { cleanupModal, renderModal } from '../test/renderModal.js'

afterEach(cleanupModal)

async function openAccount(locale?: string) {
  const api = createModalApi({ routes: { '/v1/account/': balancesOrHistory } })
  const rendered = renderModal({ api, kitOptions: { locale } })
  await connectAndOpen(rendered.kit)
  await screen.findByTestId('kit-account-tab-panel')
  return rendered
}

function balancesOrHistory(request: FakeApiRequest) {
  return request.path.endsWith('/history')
    ? { data: [], next: null }
    : { balances: [tokenBalance()] }
}

const tab = (name: 'tokens' | 'nfts' | 'activity') => screen.getByTestId(`kit-account-tab-${name}`)
const activeTab = (kit: Kit) => kit.stores.chains.namespaces.eip155!.account.currentTab

describe('AccountTabs', () => {
  it('shows Tokens first, between the summary and Disconnect', async () => {
    await openAccount()
    const tablist = screen.getByRole('tablist', { name: 'Account' })
    expect(Array.from(tablist.children, (child) => child.textContent)).toEqual([
      'Tokens',
      'NFTs',
      'Activity',
    ])
    expect(tab('tokens').getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByTestId('kit-account-tab-panel')
    expect(panel.getAttribute('role')).toBe('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('tokens').id)
    await waitFor(() => expect(screen.getAllByTestId('kit-token-row')).toHaveLength(1))
    const disconnect = screen.getByTestId('kit-disconnect')
    expect(
      panel.compareDocumentPosition(disconnect) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(
      screen.getByTestId('kit-network-chip').compareDocumentPosition(tablist) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('switches tabs by click, through the store', async () => {
    const { kit } = await openAccount()
    fireEvent.click(tab('activity'))
    expect(activeTab(kit)).toBe(2)
    expect(tab('activity').getAttribute('aria-selected')).toBe('true')
    expect(tab('tokens').getAttribute('aria-selected')).toBe('false')
    expect(await screen.findByText('No activity yet')).toBeTruthy()
    fireEvent.click(tab('nfts'))
    expect(activeTab(kit)).toBe(1)
    expect(screen.getByTestId('kit-account-tab-panel').getAttribute('data-tab')).toBe('nfts')
  })

  it('right to left, ArrowLeft moves to the next tab', async () => {
    const { kit } = await openAccount('he')
    await waitFor(() =>
      expect(document.querySelector('.kit-root')?.getAttribute('dir')).toBe('rtl'),
    )
    act(() => tab('tokens').focus())
    fireEvent.keyDown(tab('tokens'), { key: 'ArrowLeft' })
    expect(activeTab(kit)).toBe(1)
    fireEvent.keyDown(tab('nfts'), { key: 'ArrowRight' })
    expect(activeTab(kit)).toBe(0)
  })

  it('moves between tabs with the arrow keys, Home and End (one tab stop)', async () => {
    const { kit } = await openAccount()
    expect([tab('tokens'), tab('nfts'), tab('activity')].map((t) => t.tabIndex)).toEqual([
      0, -1, -1,
    ])
    act(() => tab('tokens').focus())
    fireEvent.keyDown(tab('tokens'), { key: 'ArrowRight' })
    expect(activeTab(kit)).toBe(1)
    expect(document.activeElement).toBe(tab('nfts'))
    fireEvent.keyDown(tab('nfts'), { key: 'End' })
    expect(document.activeElement).toBe(tab('activity'))
    fireEvent.keyDown(tab('activity'), { key: 'ArrowRight' })
    expect(activeTab(kit)).toBe(0)
    expect(document.activeElement).toBe(tab('tokens'))
    fireEvent.keyDown(tab('tokens'), { key: 'ArrowLeft' })
    expect(activeTab(kit)).toBe(2)
    fireEvent.keyDown(tab('activity'), { key: 'Home' })
    expect(activeTab(kit)).toBe(0)
    expect([tab('tokens'), tab('nfts'), tab('activity')].map((t) => t.tabIndex)).toEqual([
      0, -1, -1,
    ])
  })
})
