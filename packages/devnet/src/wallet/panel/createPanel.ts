import type { ApprovalQueue } from '../createApprovalQueue.js'
import type { WalletState, WalletStateStore } from '../createWalletState.js'
import { shortenAddress } from '../shortenAddress.js'
import { applyStyles, createElement } from './createElement.js'
import { createPanelFrame } from './createPanelFrame.js'
import { panelStyles } from './panelStyles.js'
import { renderRequestItem } from './renderRequestItem.js'
import { renderSendForm } from './renderSendForm.js'

export type CreatePanelParameters = {
  /** Where to render; the page body (as a floating card) when undefined. */
  container: HTMLElement | undefined
  name: string
  address: string
  state: WalletStateStore
  approvals: ApprovalQueue
  onSelectChain: (chainId: number) => void
  onDisconnect: () => void
  onAutoApproveChange: (value: boolean) => void
  /** The Send form's recipient at start. */
  sendRecipient: string
  /** A send made from the panel; resolves with the transaction hash. */
  onSend: (parameters: { to: string; amount: string }) => Promise<string>
}

/** The dev wallet's visible panel, in plain DOM; returns `destroy`. */
export function createPanel({
  container,
  name,
  address,
  state,
  approvals,
  onSelectChain,
  onDisconnect,
  onAutoApproveChange,
  sendRecipient,
  onSend,
}: CreatePanelParameters): { destroy: () => void } {
  const account = createElement('div', { testId: 'devwallet-account', styles: panelStyles.account })
  const select = createElement('select', {
    testId: 'devwallet-chain-select',
    styles: panelStyles.select,
    attributes: { 'aria-label': 'Network' },
  })
  select.addEventListener('change', () => onSelectChain(Number(select.value)))
  const disconnect = createElement('button', {
    testId: 'devwallet-disconnect',
    text: 'Disconnect',
    styles: panelStyles.button,
    attributes: { type: 'button' },
  })
  disconnect.addEventListener('click', onDisconnect)
  const autoApprove = createElement('input', {
    testId: 'devwallet-auto-approve',
    attributes: { type: 'checkbox' },
  })
  autoApprove.addEventListener('change', () => onAutoApproveChange(autoApprove.checked))
  const list = createElement('ol', {
    styles: panelStyles.list,
    attributes: { 'aria-label': 'Pending requests', 'aria-live': 'polite' },
  })
  const empty = createElement('div', { text: 'No pending requests', styles: panelStyles.muted })

  const { root, countRequests } = createPanelFrame({
    name,
    testIdPrefix: 'devwallet',
    body: [
      account,
      createElement('label', { styles: panelStyles.label }, [
        createElement('span', { text: 'Network', styles: panelStyles.muted }),
        select,
      ]),
      createElement('div', { styles: panelStyles.row }, [
        createElement('label', { styles: panelStyles.label }, [
          autoApprove,
          createElement('span', { text: 'Auto-approve' }),
        ]),
        disconnect,
      ]),
      list,
      empty,
      renderSendForm({ recipient: sendRecipient, onSend }),
    ],
  })
  if (!container) applyStyles(root, panelStyles.floating)

  let chainsKey = ''
  const render = (current: WalletState) => {
    account.textContent = current.connected
      ? `${shortenAddress(address)} · Connected`
      : `${shortenAddress(address)} · Not connected`
    account.dataset.connected = String(current.connected)
    account.title = address
    const key = current.chains.map((chain) => `${chain.chainId}:${chain.name}`).join('|')
    if (key !== chainsKey) {
      chainsKey = key
      select.replaceChildren(
        ...current.chains.map((chain) =>
          createElement('option', {
            text: `${chain.name} (${chain.chainId})`,
            attributes: { value: String(chain.chainId) },
          }),
        ),
      )
    }
    select.value = String(current.chainId)
    disconnect.disabled = !current.connected
    autoApprove.checked = current.autoApprove
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
