// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { renderAuthenticateCard } from './renderAuthenticateCard.js'

const message = 'app.example wants you to sign in with your Ethereum account:\n0xabc\n\n<b>hi</b>'

function render() {
  const onApprove = vi.fn()
  const onReject = vi.fn()
  const card = renderAuthenticateCard({
    id: 7,
    peer: { name: 'Dapp', url: 'http://127.0.0.1:5173', icons: [] },
    chains: ['Devnet (31337)'],
    message,
    pageOrigin: 'http://127.0.0.1:8792',
    onApprove,
    onReject,
  })
  const find = (testId: string) =>
    card.element.querySelector<HTMLElement>(`[data-testid="${testId}"]`)
  return { card, find, onApprove, onReject }
}

test('shows the message to sign as text, with the chains, and answers through its buttons', () => {
  const { card, find, onApprove, onReject } = render()
  expect(card.element.dataset.authenticateId).toBe('7')
  expect(find('mw-authenticate-message')?.textContent).toBe(message)
  expect(card.element.querySelectorAll('b')).toHaveLength(0)
  expect(find('mw-authenticate-chains')?.textContent).toBe('Devnet (31337)')
  find('mw-approve-authenticate')?.click()
  find('mw-reject-authenticate')?.click()
  expect(onApprove).toHaveBeenCalledOnce()
  expect(onReject).toHaveBeenCalledOnce()
})

test('a busy card cannot be answered twice', () => {
  const { card, find } = render()
  card.setBusy(true)
  expect((find('mw-approve-authenticate') as HTMLButtonElement).disabled).toBe(true)
  expect((find('mw-reject-authenticate') as HTMLButtonElement).disabled).toBe(true)
  card.setBusy(false)
  expect((find('mw-approve-authenticate') as HTMLButtonElement).disabled).toBe(false)
})
