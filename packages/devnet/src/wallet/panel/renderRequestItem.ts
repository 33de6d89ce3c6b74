import type { PendingRequest } from '../createApprovalQueue.js'
import { createElement } from './createElement.js'
import { panelStyles } from './panelStyles.js'

export type RenderRequestItemParameters = {
  request: PendingRequest
  onApprove: (id: string) => void
  onReject: (id: string) => void
}

/** One pending request: method, summary (as text), Approve and Reject. */
export function renderRequestItem({ request, onApprove, onReject }: RenderRequestItemParameters) {
  const approve = createElement('button', {
    testId: 'devwallet-approve',
    text: 'Approve',
    styles: { ...panelStyles.button, ...panelStyles.approve },
    attributes: { type: 'button' },
  })
  approve.addEventListener('click', () => onApprove(request.id))
  const reject = createElement('button', {
    testId: 'devwallet-reject',
    text: 'Reject',
    styles: { ...panelStyles.button, ...panelStyles.reject },
    attributes: { type: 'button' },
  })
  reject.addEventListener('click', () => onReject(request.id))

  return createElement(
    'li',
    {
      testId: 'devwallet-request',
      styles: panelStyles.item,
      attributes: { 'data-method': request.method, 'data-request-id': request.id },
    },
    [
      createElement('div', { text: request.method, styles: panelStyles.method }),
      createElement('div', {
        text: request.summary,
        styles: panelStyles.summary,
        attributes: { dir: 'auto' },
      }),
      createElement('div', { styles: { ...panelStyles.row, 'justify-content': 'flex-end' } }, [
        reject,
        approve,
      ]),
    ],
  )
}
