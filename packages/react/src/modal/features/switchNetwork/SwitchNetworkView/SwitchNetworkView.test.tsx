import { openModal, UserRejectedRequestError } from '@kit/core'
import { optimism } from '@kit/core/networks'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'
import { testConnector } from '../../../test/testWallet.js'

afterEach(cleanupModal)

/** The test wallet as an external one (its prompt is not on the page). */
const externalWallet = { ...testConnector, type: 'EXTERNAL' as const }

async function connectExternal() {
  const rendered = renderModal({ connectors: [externalWallet] })
  await connectAndOpen(rendered.kit)
  return rendered
}

async function chooseNetwork(id: string) {
  fireEvent.click(await screen.findByTestId('kit-network-chip', {}, { timeout: 10_000 }))
  const rows = await screen.findAllByTestId('kit-network-row', {}, { timeout: 10_000 })
  fireEvent.click(rows.find((row) => row.getAttribute('data-network-id') === id)!)
  return screen.findByTestId('kit-switch-network', {}, { timeout: 10_000 })
}

const title = () => screen.getByTestId('kit-switch-network-title').textContent
const text = () => screen.getByTestId('kit-switch-network-text').textContent

describe('SwitchNetworkView', () => {
  it('says to approve in the wallet while it switches, then goes back to Account', async () => {
    const { kit, mock } = await connectExternal()
    const switchCall = mock.defer('switchNetwork')
    const view = await chooseNetwork('eip155:10')
    expect(screen.getByTestId('kit-title').textContent).toBe('Switch Network')
    expect(title()).toBe('Approve in your wallet')
    expect(text()).toBe('Accept the switch to OP Mainnet in MetaMask.')
    expect(view.querySelector('.kit-spinner')).not.toBeNull()
    expect(view.querySelector('.kit-ring')?.getAttribute('data-state')).toBe('waiting')
    expect(screen.queryByTestId('kit-switch-network-retry')).toBeNull()
    await act(async () => switchCall.resolve(undefined))
    await waitFor(() => expect(kit.stores.router.view).toBe('Account'))
    expect(kit.stores.router.history).toEqual(['Account'])
    expect(mock.calls.switchNetwork.map((call) => call.network.caipNetworkId)).toEqual([
      'eip155:10',
    ])
    await waitFor(() =>
      expect(screen.getByTestId('kit-network-chip').textContent).toBe('OP Mainnet'),
    )
  })

  it('says the switch was declined, shakes, and tries again', async () => {
    const { kit, mock } = await connectExternal()
    mock.next('switchNetwork', new UserRejectedRequestError())
    await chooseNetwork('eip155:137')
    await waitFor(() => expect(title()).toBe('Switch declined'))
    expect(text()).toBe(
      'The wallet may not support this network, or another request is still open.',
    )
    expect(screen.getByTestId('kit-modal').className).toContain('kit-card--shake')
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    const retried = mock.defer('switchNetwork')
    fireEvent.click(screen.getByTestId('kit-switch-network-retry'))
    await waitFor(() => expect(title()).toBe('Approve in your wallet'))
    await act(async () => retried.resolve(undefined))
    await waitFor(() => expect(kit.stores.router.view).toBe('Account'))
    expect(mock.calls.switchNetwork).toHaveLength(2)
  })

  it("shows another failure's short message", async () => {
    const { mock } = await connectExternal()
    mock.next(
      'switchNetwork',
      Object.assign(new Error('x'), { shortMessage: 'Chain is not supported' }),
    )
    await chooseNetwork('eip155:137')
    await waitFor(() => expect(title()).toBe('The switch did not go through'))
    expect(text()).toBe('Chain is not supported')
    expect(screen.getByTestId('kit-switch-network-retry')).toBeTruthy()
  })

  it('closes the modal once switched when Networks was opened on its own', async () => {
    const { kit } = await connectExternal()
    act(() => openModal(kit, { view: 'Networks' }))
    const rows = await screen.findAllByTestId('kit-network-row', {}, { timeout: 10_000 })
    fireEvent.click(rows[1]!)
    await waitFor(() => expect(kit.stores.modal.open).toBe(false))
    expect(kit.stores.chains.namespaces.eip155?.network.caipNetwork?.caipNetworkId).toBe(
      'eip155:10',
    )
  })

  it('opened on its own, asks at once and shows Account once switched', async () => {
    const { kit, mock } = await connectExternal()
    act(() => openModal(kit, { view: 'SwitchNetwork', data: { network: optimism } }))
    await waitFor(() => expect(kit.stores.router.view).toBe('Account'))
    expect(mock.calls.switchNetwork.map((call) => call.network.caipNetworkId)).toEqual([
      'eip155:10',
    ])
  })

  it('leaves a browser wallet to its own prompt, with the spinner on the row', async () => {
    const rendered = renderModal()
    await connectAndOpen(rendered.kit)
    const switchCall = rendered.mock.defer('switchNetwork')
    fireEvent.click(await screen.findByTestId('kit-network-chip', {}, { timeout: 10_000 }))
    const rows = await screen.findAllByTestId('kit-network-row', {}, { timeout: 10_000 })
    fireEvent.click(rows[1]!)
    await waitFor(() => expect(rows[1]!.getAttribute('aria-busy')).toBe('true'))
    expect(rendered.kit.stores.router.view).toBe('Networks')
    await act(async () => switchCall.resolve(undefined))
  })

  it('has no axe violations while waiting or after a refusal', async () => {
    const { mock } = await connectExternal()
    const switchCall = mock.defer('switchNetwork')
    await chooseNetwork('eip155:10')
    await expectAxeClean()
    await act(async () => switchCall.reject(new UserRejectedRequestError()))
    await waitFor(() => expect(title()).toBe('Switch declined'))
    await expectAxeClean()
  })
})
