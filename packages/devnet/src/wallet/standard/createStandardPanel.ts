import type { ApprovalQueue } from '../createApprovalQueue.js'
import { applyStyles, createElement } from '../panel/createElement.js'
import { createPanelFrame } from '../panel/createPanelFrame.js'
import { panelStyles } from '../panel/panelStyles.js'
import { renderRequestItem } from '../panel/renderRequestItem.js'
import { shortenAddress } from '../shortenAddress.js'
import type { StandardStateStore, StandardWalletState } from './createStandardState.js'

export type CreateStandardPanelParameters = {
  /** Where to render; the page body (as a floating card at `floatingLeft`) when undefined. */
  container: HTMLElement | undefined
  floatingLeft: string
  name: string
  /** Prefix of the panel's own test ids, e.g. `devwallet-solana`. */
  testIdPrefix: string
  /** The dev keys' addresses, by index. */
  addresses: readonly string[]
  state: StandardStateStore
  approvals: ApprovalQueue
  onSelectAccount: (index: number) => void
  onDisconnect: () => void
}

/**
 * The panel of a Wallet Standard dev wallet, in plain DOM: the account (a select of the dev keys),
 * the connection, Disconnect and the pending requests with Approve and Reject. Returns `destroy`.
 */
export function createStandardPanel({
  container,
  floatingLeft,
  name,
  testIdPrefix,
  addresses,
  state,
  approvals,
  onSelectAccount,
  onDisconnect,
}: CreateStandardPanelParameters): { destroy: () => void } {
  const status = createElement('div', {
    testId: `${testIdPrefix}-account`,
    styles: panelStyles.account,
  })
  const select = createElement(
    'select',
    {
      testId: `${testIdPrefix}-account-select`,
      styles: panelStyles.select,
      attributes: { 'aria-label': 'Account' },
    },
    addresses.map((address, index) =>
      createElement('option', {
        text: `Dev key ${index} · ${shortenAddress(address)}`,
        attributes: { value: String(index) },
      }),
    ),
  )
  select.addEventListener('change', () => onSelectAccount(Number(select.value)))
  const disconnect = createElement('button', {
    testId: `${testIdPrefix}-disconnect`,
    text: 'Disconnect',
    styles: panelStyles.button,
    attributes: { type: 'button' },
  })
  disconnect.addEventListener('click', onDisconnect)
  const list = createElement('ol', {
    styles: panelStyles.list,
    attributes: { 'aria-label': 'Pending requests', 'aria-live': 'polite' },
  })
  const empty = createElement('div', { text: 'No pending requests', styles: panelStyles.muted })
  const { root, countRequests } = createPanelFrame({
    name,
    testIdPrefix,
    body: [
      status,
      createElement('label', { styles: panelStyles.label }, [
        createElement('span', { text: 'Account', styles: panelStyles.muted }),
        select,
      ]),
      createElement('div', { styles: { ...panelStyles.row, 'justify-content': 'flex-end' } }, [
        disconnect,
      ]),
      list,
      empty,
    ],
  })
  if (!container) applyStyles(root, { ...panelStyles.floating, left: floatingLeft })

  const render = (current: StandardWalletState) => {
    const address = addresses[current.accountIndex] ?? ''
    status.textContent = `${shortenAddress(address)} · ${current.connected ? 'Connected' : 'Not connected'}`
    status.title = address
    status.dataset.connected = String(current.connected)
    select.value = String(current.accountIndex)
    disconnect.disabled = !current.connected
    const pending = approvals.pending()
    list.replaceChildren(
      ...pending.map((request) =>
        renderRequestItem({ request, onApprove: approvals.approve, onReject: approvals.reject }),
      ),
    )
    empty.hidden = pending.length > 0
    countRequests(pending.length)
  }
  render(state.get())
  const unsubscribeState = state.subscribe(render)
  const unsubscribeApprovals = approvals.subscribe(() => render(state.get()))
  ;(container ?? document.body).append(root)

  return {
    destroy() {
      unsubscribeState()
      unsubscribeApprovals()
      root.remove()
    },
  }
}
