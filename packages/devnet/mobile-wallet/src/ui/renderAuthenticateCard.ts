import { button, el } from './el.js'
import { type PeerView, renderPeer } from './renderPeer.js'
import type { ProposalCard } from './renderProposalCard.js'

export type RenderAuthenticateCardParameters = {
  id: number
  peer: PeerView
  /** Labels of the chains the wallet signs in on. */
  chains: readonly string[]
  /** The text signed for the first chain (the others differ only in their Chain ID). */
  message: string
  pageOrigin: string
  onApprove: () => void
  onReject: () => void
}

/** A one-click sign-in request: who asks, the message to sign, and Approve / Reject. */
export function renderAuthenticateCard({
  id,
  peer,
  chains,
  message,
  pageOrigin,
  onApprove,
  onReject,
}: RenderAuthenticateCardParameters): ProposalCard {
  const approve = button(
    'Approve',
    { className: 'button primary', testId: 'mw-approve-authenticate' },
    onApprove,
  )
  const reject = button(
    'Reject',
    { className: 'button', testId: 'mw-reject-authenticate' },
    onReject,
  )
  const element = el(
    'article',
    {
      className: 'card',
      testId: 'mw-authenticate',
      attributes: { 'data-authenticate-id': String(id) },
    },
    [
      el('h2', { className: 'card-title', text: 'Connect and sign in' }),
      renderPeer(peer, pageOrigin),
      el('p', { className: 'meta-label', text: 'Chains' }),
      el('p', {
        className: 'meta-value',
        testId: 'mw-authenticate-chains',
        text: chains.join(', '),
      }),
      el('p', { className: 'meta-label', text: 'Message' }),
      el('p', {
        className: 'summary',
        testId: 'mw-authenticate-message',
        text: message,
        attributes: { dir: 'auto' },
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
