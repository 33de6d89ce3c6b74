import { createElement } from './createElement.js'
import { panelStyles } from './panelStyles.js'

export type RenderSendFormParameters = {
  /** Prefilled recipient. */
  recipient: string
  /** Sends and resolves with the transaction hash. */
  onSend: (parameters: { to: string; amount: string }) => Promise<string>
}

/**
 * The panel's Send form: recipient, amount (0.01 by default) and Send. Shows the transaction
 * hash, or the error, in `devwallet-send-result`.
 */
export function renderSendForm({ recipient, onSend }: RenderSendFormParameters): HTMLFormElement {
  const to = createElement('input', {
    testId: 'devwallet-send-to',
    styles: panelStyles.input,
    attributes: {
      type: 'text',
      value: recipient,
      'aria-label': 'Recipient address',
      autocomplete: 'off',
      spellcheck: 'false',
    },
  })
  const amount = createElement('input', {
    testId: 'devwallet-send-amount',
    styles: { ...panelStyles.input, width: '80px', flex: '0 0 auto' },
    attributes: { type: 'text', value: '0.01', inputmode: 'decimal', 'aria-label': 'Amount' },
  })
  const send = createElement('button', {
    testId: 'devwallet-send',
    text: 'Send',
    styles: panelStyles.button,
    attributes: { type: 'submit' },
  })
  const result = createElement('div', {
    testId: 'devwallet-send-result',
    styles: panelStyles.sendResult,
    attributes: { role: 'status', 'aria-live': 'polite' },
  })

  const form = createElement(
    'form',
    {
      testId: 'devwallet-send-form',
      styles: panelStyles.form,
      attributes: { 'aria-label': 'Send' },
    },
    [
      createElement('span', { text: 'Send from this wallet', styles: panelStyles.muted }),
      to,
      createElement('div', { styles: panelStyles.row }, [amount, send]),
      result,
    ],
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    send.disabled = true
    result.dataset.state = 'pending'
    result.textContent = 'Sending…'
    onSend({ to: to.value, amount: amount.value })
      .then(
        (hash) => {
          result.dataset.state = 'sent'
          result.dataset.hash = hash
          result.textContent = hash
        },
        (error: unknown) => {
          result.dataset.state = 'error'
          delete result.dataset.hash
          result.textContent = error instanceof Error ? error.message : String(error)
        },
      )
      .finally(() => {
        send.disabled = false
      })
  })
  return form
}
