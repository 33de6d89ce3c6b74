import { connect, openModal } from '@kit/core'
import { testSolanaNetwork } from '@kit/test-fixtures'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountButton } from '../../../components/buttons/AccountButton.js'
import { KitContext } from '../../../context/KitContext.js'
import { loadLocale } from '../../../i18n/loadLocale.js'
import { openAppKit } from '../../../utils/openAppKit.js'
import { expectAxeClean } from '../../test/expectAxeClean.js'
import {
  cleanupModal,
  renderTwoNamespaces,
  testSolanaAddress,
} from '../../test/renderTwoNamespaces.js'

afterEach(cleanupModal)

const networkRow = (id: string) =>
  screen.getAllByTestId('kit-network-row').find((r) => r.getAttribute('data-network-id') === id)!

/** Connects the EVM wallet, opens the modal on Account, then goes to Networks. */
async function openNetworksConnected() {
  const rendered = renderTwoNamespaces()
  await act(() => connect(rendered.kit, { connectorId: 'io.metamask', namespace: 'eip155' }))
  act(() => openModal(rendered.kit))
  fireEvent.click(await screen.findByTestId('kit-network-chip', {}, { timeout: 10_000 }))
  await screen.findAllByTestId('kit-network-row', {}, { timeout: 10_000 })
  return rendered
}

describe('Networks of several namespaces', () => {
  it('groups the networks under a heading per namespace, the active one checked', async () => {
    await openNetworksConnected()
    const headings = screen.getAllByTestId('kit-networks-heading')
    expect(headings.map((h) => h.textContent)).toEqual(['EVM Networks', 'Solana'])
    const groups = screen.getAllByRole('region')
    expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toEqual(headings.map((h) => h.id))
    expect(
      within(groups[1]!)
        .getAllByTestId('kit-network-row')
        .map((r) => r.querySelector('bdi')?.textContent),
    ).toEqual(['Solana', 'Solana Devnet'])
    expect(networkRow('eip155:1').getAttribute('aria-current')).toBe('true')
    expect(networkRow(testSolanaNetwork.caipNetworkId).getAttribute('aria-current')).toBeNull()
    await expectAxeClean()
  })
})

describe('SwitchActiveChainView', () => {
  it('opens for a network of a namespace with no wallet, names it, and switches to its wallets', async () => {
    const { kit, evm, solana } = await openNetworksConnected()
    fireEvent.click(networkRow(testSolanaNetwork.caipNetworkId))
    const view = await screen.findByTestId('kit-switch-active-chain')
    expect(screen.getByTestId('kit-title').textContent).toBe('Switch Chain')
    expect(screen.getByTestId('kit-switch-chain-title').textContent).toBe('Switch to Solana')
    expect(view.textContent).toContain(
      'The connected wallet can’t connect to Solana. Switch, then connect a wallet that supports it.',
    )
    expect(kit.stores.chains.activeNamespace).toBe('eip155')
    await expectAxeClean()
    fireEvent.click(screen.getByTestId('kit-switch-chain-button'))
    await waitFor(() => expect(kit.stores.router.view).toBe('Connect'))
    expect(kit.stores.chains.activeNamespace).toBe('solana')
    expect(kit.stores.chains.namespaces.solana?.account.address).toBeUndefined()
    expect(kit.stores.chains.namespaces.eip155?.account.address).toBeDefined()
    expect(evm.calls.switchNetwork).toHaveLength(0)
    // Only Solana's wallets; no WalletConnect row, as no Solana adapter pairs.
    const rows = await screen.findAllByTestId('kit-wallet-row')
    expect(rows.map((r) => r.textContent?.replace(/INSTALLED$/, ''))).toEqual([
      'Phantom',
      'Solflare',
    ])
    fireEvent.click(rows[1]!)
    await waitFor(() => expect(solana.calls.connect).toHaveLength(1))
    expect(solana.calls.connect[0]?.connectorId).toBe('Solflare')
    await waitFor(() =>
      expect(kit.stores.chains.namespaces.solana?.account.address).toBe(testSolanaAddress),
    )
  })

  it('goes straight to a namespace whose wallet is connected, and Account and the button follow it', async () => {
    const { kit, solana } = renderTwoNamespaces()
    await act(() => connect(kit, { connectorId: 'Phantom', namespace: 'solana' }))
    await act(() => connect(kit, { connectorId: 'io.metamask', namespace: 'eip155' }))
    render(
      <KitContext.Provider value={kit}>
        <AccountButton />
      </KitContext.Provider>,
    )
    act(() => openModal(kit))
    expect((await screen.findByTestId('kit-account-address')).textContent).toBe('0xf39F…b92266')
    fireEvent.click(screen.getByTestId('kit-network-chip'))
    fireEvent.click((await screen.findAllByTestId('kit-network-row'))[2]!)
    await waitFor(() => expect(kit.stores.chains.activeNamespace).toBe('solana'))
    expect(screen.queryByTestId('kit-switch-active-chain')).toBeNull()
    expect(solana.calls.switchNetwork).toHaveLength(0)
    await waitFor(() =>
      expect(screen.getByTestId('kit-account-address').textContent).toBe('7S3P…ArAaKv'),
    )
    expect(screen.getByTestId('kit-network-chip').textContent).toBe('Solana')
    const button = screen.getByTestId('kit-account-button')
    expect(button.textContent).toContain('7S3P…ArAaKv')
    await waitFor(() => expect(button.textContent).toContain('2.25 SOL'))
    expect(screen.getByTestId('kit-account-balance').textContent).toBe('2.25 SOL')
  })

  it('opens with open({ view }): without a target it offers the networks; with a namespace it names its network', async () => {
    const { kit } = renderTwoNamespaces()
    await act(() => connect(kit, { connectorId: 'io.metamask', namespace: 'eip155' }))
    act(() => openModal(kit, { view: 'SwitchActiveChain' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Select network' }))
    await waitFor(() => expect(kit.stores.router.view).toBe('Networks'))
    // As AppKit's open({ view, namespace }): the namespace is the target, not yet active.
    await act(() => openAppKit(kit, { view: 'SwitchActiveChain', namespace: 'solana' }))
    expect((await screen.findByTestId('kit-switch-chain-title')).textContent).toBe(
      'Switch to Solana',
    )
    expect(kit.stores.chains.activeNamespace).toBe('eip155')
  })

  it('speaks Hebrew right to left', async () => {
    const hebrew = await loadLocale('he')
    const { kit } = renderTwoNamespaces({ kitOptions: { locale: 'he' } })
    await act(() => connect(kit, { connectorId: 'io.metamask', namespace: 'eip155' }))
    act(() => openModal(kit, { view: 'SwitchActiveChain', data: { network: testSolanaNetwork } }))
    const root = () => document.querySelector<HTMLElement>('.kit-root')!
    await waitFor(() => expect(root().dir).toBe('rtl'))
    await waitFor(() =>
      expect(screen.getByTestId('kit-title').textContent).toBe(hebrew['title.switchActiveChain']),
    )
    expect(screen.getByTestId('kit-switch-chain-button').textContent).toBe(
      hebrew['switchChain.switch'],
    )
    expect(screen.getByTestId('kit-switch-chain-title').textContent).toBe(
      hebrew['switchChain.title'].replace('{name}', 'Solana'),
    )
    await expectAxeClean()
  })
})
