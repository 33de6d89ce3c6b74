import { button, el } from './el.js'
import { type PeerView, renderPeer } from './renderPeer.js'

export type RenderProposalCardParameters = {
  id: number
  peer: PeerView
  /** Labels of the chains the dapp asks for. */
  chains: readonly string[]
  pageOrigin: string
  onApprove: () => void
  onReject: () => void
}

export type ProposalCard = {
  element: HTMLElement
  /** Disables the buttons while an answer is on its way, or enables them again. */
  setBusy: (busy: boolean) => void
}

/** A session proposal: who asks, for which chains, and Approve / Reject. */
export function renderProposalCard({
  id,
  peer,
  chains,
  pageOrigin,
  onApprove,
  onReject,
}: RenderProposalCardParameters): ProposalCard {
  const approve = button(
    'Approve',
    { className: 'button primary', testId: 'mw-approve-session' },
    onApprove,
  )
  const reject = button('Reject', { className: 'button', testId: 'mw-reject-session' }, onReject)
  const element = el(
    'article',
    { className: 'card', testId: 'mw-proposal', attributes: { 'data-proposal-id': String(id) } },
    [
      el('h2', { className: 'card-title', text: 'Connection request' }),
      renderPeer(peer, pageOrigin),
      el('p', { className: 'meta-label', text: 'Chains requested' }),
      el('p', {
        className: 'meta-value',
        testId: 'mw-proposal-chains',
        text: chains.length > 0 ? chains.join(', ') : 'None named',
      }),
      el('div', { className: 'actions end' }, [reject, approve]),
    ],
  )
  return {
    element,
    setBusy(busy) {
      approve.disabled = busy
      reject.disabled = busy
    },
  }
}
