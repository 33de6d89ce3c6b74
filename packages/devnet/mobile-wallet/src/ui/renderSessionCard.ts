import type { Address } from 'viem'
import type { SessionView } from '../session/createSessionViewStore.js'
import { button, el } from './el.js'
import { type PeerView, renderPeer } from './renderPeer.js'

export type RenderSessionCardParameters = {
  topic: string
  peer: PeerView
  /** The session's accounts, checksummed, in the wallet's order. */
  accounts: readonly Address[]
  /** The session's chains: id and label. */
  chains: readonly { chainId: number; label: string }[]
  view: SessionView
  pageOrigin: string
  onAccountChange: (account: Address) => void
  onChainChange: (chainId: number) => void
  onDisconnect: () => void
}

export type SessionCard = {
  element: HTMLElement
  /** Shows another active account or chain. */
  update: (view: SessionView) => void
  setBusy: (busy: boolean) => void
}

/** A connected dapp: active account and chain (both switchable) and Disconnect. */
export function renderSessionCard(parameters: RenderSessionCardParameters): SessionCard {
  const { topic, peer, accounts, chains, view, pageOrigin } = parameters
  const account = el('p', { className: 'meta-value mono', testId: 'mw-account' })
  const accountSelect = el('select', {
    className: 'select',
    testId: 'mw-account-select',
    attributes: { 'aria-label': 'Active account' },
  })
  accounts.forEach((address, index) => {
    accountSelect.append(
      el('option', {
        text: `Account ${index + 1} · ${address.slice(0, 6)}…${address.slice(-4)}`,
        attributes: { value: address },
      }),
    )
  })
  const chainSelect = el('select', {
    className: 'select',
    testId: 'mw-chain-select',
    attributes: { 'aria-label': 'Active chain' },
  })
  for (const chain of chains) {
    chainSelect.append(
      el('option', { text: chain.label, attributes: { value: String(chain.chainId) } }),
    )
  }
  accountSelect.addEventListener('change', () =>
    parameters.onAccountChange(accountSelect.value as Address),
  )
  chainSelect.addEventListener('change', () => parameters.onChainChange(Number(chainSelect.value)))
  const disconnect = button(
    'Disconnect',
    { className: 'button danger', testId: 'mw-disconnect' },
    parameters.onDisconnect,
  )

  const element = el(
    'article',
    { className: 'card', testId: 'mw-session', attributes: { 'data-topic': topic } },
    [
      el('h2', { className: 'card-title', text: 'Connected' }),
      renderPeer(peer, pageOrigin),
      el('p', { className: 'meta-label', text: 'Active account' }),
      account,
      el('div', { className: 'fields' }, [
        el('label', { className: 'field' }, [
          el('span', { className: 'meta-label', text: 'Account' }),
          accountSelect,
        ]),
        el('label', { className: 'field' }, [
          el('span', { className: 'meta-label', text: 'Chain' }),
          chainSelect,
        ]),
      ]),
      el('div', { className: 'actions end' }, [disconnect]),
    ],
  )

  const update = (next: SessionView) => {
    account.textContent = next.account
    accountSelect.value = next.account
    chainSelect.value = String(next.chainId)
    element.dataset.chainId = String(next.chainId)
  }
  update(view)
  return {
    element,
    update,
    setBusy(busy) {
      accountSelect.disabled = busy
      chainSelect.disabled = busy
      disconnect.disabled = busy
    },
  }
}
