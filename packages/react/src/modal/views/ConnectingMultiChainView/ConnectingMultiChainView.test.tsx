import { openModal } from '@kit/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAxeClean } from '../../test/expectAxeClean.js'
import {
  cleanupModal,
  phantomSolana,
  renderTwoNamespaces,
  testSolanaAddress,
} from '../../test/renderTwoNamespaces.js'

afterEach(cleanupModal)

const rowNames = () =>
  screen.getAllByTestId('kit-wallet-row').map((r) => r.querySelector('bdi')?.textContent)

async function openConnect() {
  const rendered = renderTwoNamespaces()
  act(() => openModal(rendered.kit))
  await screen.findAllByTestId('kit-wallet-row', {}, { timeout: 10_000 })
  return rendered
}

describe('ConnectingMultiChainView', () => {
  it("lists every namespace's wallets, a wallet of two namespaces and WalletConnect once", async () => {
    await openConnect()
    expect(rowNames()).toEqual(['WalletConnect', 'MetaMask', 'Phantom', 'Solflare'])
    await expectAxeClean()
  })

  it('picks the namespace of a wallet of several, then connects its connector there', async () => {
    const { kit, evm, solana } = await openConnect()
    fireEvent.click(screen.getAllByTestId('kit-wallet-row')[2]!)
    const view = await screen.findByTestId('kit-connecting-multi-chain')
    expect(screen.getByTestId('kit-title').textContent).toBe('Select Chain')
    expect(view.querySelector('h3')?.textContent).toBe('Select chain for Phantom')
    const rows = screen.getAllByTestId('kit-multi-chain-row')
    expect(
      rows.map((r) => [r.dataset.namespace, r.querySelector('.kit-row__label')?.textContent]),
    ).toEqual([
      ['eip155', 'EVM Networks'],
      ['solana', 'Solana'],
    ])
    await expectAxeClean()
    const pending = solana.defer('connect')
    fireEvent.click(rows[1]!)
    await waitFor(() => expect(kit.stores.router.view).toBe('ConnectingExternal'))
    expect(screen.getByTestId('kit-title').textContent).toBe('Phantom')
    expect(solana.calls.connect.map((c) => c.connectorId)).toEqual([phantomSolana.id])
    expect(evm.calls.connect).toHaveLength(0)
    // Back from connecting returns to the choice, which the route no longer carries.
    fireEvent.click(screen.getByTestId('kit-back'))
    await waitFor(() => expect(screen.getAllByTestId('kit-multi-chain-row')).toHaveLength(2))
    fireEvent.click(screen.getAllByTestId('kit-multi-chain-row')[1]!)
    await act(async () =>
      pending.resolve({ address: testSolanaAddress, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    )
    await waitFor(() => expect(kit.stores.chains.activeNamespace).toBe('solana'))
    expect(kit.stores.chains.namespaces.solana?.account.address).toBe(testSolanaAddress)
    expect(kit.stores.chains.namespaces.solana?.account.connectorId).toBe(phantomSolana.id)
  })

  it('without a wallet to offer (open({ view }) alone), leads back to the wallets', async () => {
    const { kit } = renderTwoNamespaces()
    act(() => openModal(kit, { view: 'ConnectingMultiChain' }))
    fireEvent.click(await screen.findByRole('button', { name: 'See wallets' }))
    await waitFor(() => expect(kit.stores.router.view).toBe('Connect'))
  })
})
