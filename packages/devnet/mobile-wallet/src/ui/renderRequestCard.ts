import { button, el } from './el.js'

export type RenderRequestCardParameters = {
  id: number
  method: string
  /** Label of the chain the request is for. */
  chain: string
  /** The dapp that sent it. */
  peerName: string
  /** Readable lines from `summarizeRequest`. */
  summary: string
  onApprove: () => void
  onReject: () => void
}

/** How a request ended. */
export type RequestOutcome =
  | { state: 'approved'; result: string }
  | { state: 'rejected' | 'failed' | 'expired'; message: string }

export type RequestCard = {
  element: HTMLElement
  setBusy: (busy: boolean) => void
  /** Replaces the buttons with the outcome: the result line, or why it did not go through. */
  settle: (outcome: RequestOutcome) => void
}

/** One request from a dapp: method, chain, what it asks for, Approve / Reject. */
export function renderRequestCard({
  id,
  method,
  chain,
  peerName,
  summary,
  onApprove,
  onReject,
}: RenderRequestCardParameters): RequestCard {
  const approve = button(
    'Approve',
    { className: 'button primary', testId: 'mw-approve-request' },
    onApprove,
  )
  const reject = button('Reject', { className: 'button', testId: 'mw-reject-request' }, onReject)
  const actions = el('div', { className: 'actions end' }, [reject, approve])
  const element = el(
    'article',
    {
      className: 'card request',
      testId: 'mw-request',
      attributes: { 'data-method': method, 'data-request-id': String(id), 'data-state': 'pending' },
    },
    [
      el('div', { className: 'request-head' }, [
        el('span', { className: 'method', text: method }),
        el('span', { className: 'chip', text: chain }),
      ]),
      el('p', { className: 'request-from', text: `From ${peerName}` }),
      el('p', {
        className: 'summary',
        testId: 'mw-request-summary',
        text: summary,
        attributes: { dir: 'auto' },
      }),
      actions,
    ],
  )
  return {
    element,
    setBusy(busy) {
      approve.disabled = busy
      reject.disabled = busy
    },
    settle(outcome) {
      element.dataset.state = outcome.state
      const line =
        outcome.state === 'approved'
          ? el('p', {
              className: 'result mono',
              testId: 'mw-request-result',
              text: outcome.result,
              attributes: { 'data-result': outcome.result },
            })
          : el('p', {
              className: `result ${outcome.state}`,
              testId: 'mw-request-outcome',
              text: outcome.message,
            })
      actions.replaceWith(line)
    },
  }
}
