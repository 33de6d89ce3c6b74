import { UserRejectedRequestError } from '@kit/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal } from '../../../test/renderModal.js'
import { testConnector } from '../../../test/testWallet.js'
import { openSwap, pickToken } from '../test/openSwap.js'
import type { SwapApiOptions } from '../test/swapApi.js'

afterEach(cleanupModal)

/** Swap written as `amount` of `from` into `to`, quoted, then SwapPreview. */
async function openPreview(from: string, to: string, amount: string, api: SwapApiOptions = {}) {
  const rendered = await openSwap({ api })
  if (from !== 'ETH') await pickToken('from', from)
  await pickToken('to', to)
  fireEvent.change(screen.getByTestId('kit-swap-amount'), { target: { value: amount } })
  const review = screen.getByTestId('kit-swap-review') as HTMLButtonElement
  await waitFor(() => expect(review.disabled).toBe(false), { timeout: 3000 })
  fireEvent.click(review)
  await screen.findByTestId('kit-swap-preview')
  return rendered
}

const confirm = () => screen.getByTestId('kit-swap-confirm') as HTMLButtonElement

describe('SwapPreviewView', () => {
  it('shows the amount sold exactly, every decimal', async () => {
    await openPreview('ETH', 'KUSD', '0.12345678')
    expect(screen.getByTestId('kit-swap-preview-sell').textContent).toContain('0.12345678 ETH')
  })

  it('shows what is sold, what is bought, the minimum received and the fee; native needs no approval', async () => {
    const { api, mock } = await openPreview('ETH', 'KUSD', '0.5')
    expect(screen.getByTestId('kit-title').textContent).toBe('Review Swap')
    expect(screen.getByTestId('kit-swap-preview-sell').textContent).toContain('0.5 ETH')
    expect(screen.getByTestId('kit-swap-preview-sell').textContent).toContain('$1,500.00')
    expect(screen.getByTestId('kit-swap-preview-buy').textContent).toContain('1,500 KUSD')
    // The Swap view may still be leaving: read the preview's own details.
    const preview = within(screen.getByTestId('kit-swap-preview'))
    expect(preview.getByTestId('kit-swap-minimum').textContent).toBe('1,485 KUSD')
    await waitFor(() => expect(confirm().textContent).toBe('Swap'))
    fireEvent.click(confirm())
    await waitFor(() => expect(screen.getByTestId('kit-title').textContent).toBe('Account'))
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Transaction started')
    expect(api.requestsTo('/v1/convert/allowance')).toEqual([])
    expect(mock.calls.sendTransaction).toHaveLength(1)
    expect(mock.calls.sendTransaction[0]).toMatchObject({ data: '0x38ed1739', gas: 150_000n })
  })

  it('approves a token first (the wallet asked twice), then swaps and lands on Account', async () => {
    const { api, mock } = await openPreview('KUSD', 'ETH', '100')
    await waitFor(() => expect(confirm().textContent).toBe('Approve and swap'))
    expect(screen.getByTestId('kit-swap-approval-needed').textContent).toContain('KUSD')
    const approval = mock.defer('sendTransaction')
    fireEvent.click(confirm())
    expect((await screen.findByTestId('kit-swap-progress')).textContent).toBe(
      'Approve KUSD in your wallet',
    )
    expect(confirm().disabled).toBe(true)
    approval.resolve(`0x${'aa'.repeat(32)}`)
    await waitFor(() => expect(screen.getByTestId('kit-title').textContent).toBe('Account'))
    expect(mock.calls.sendTransaction.map((call) => call.data)).toEqual([
      '0x095ea7b3',
      '0x38ed1739',
    ])
    expect(api.requestsTo('/node').length).toBeGreaterThanOrEqual(1)
    expect(api.requestsTo('/v1/convert/build-transaction')[0]?.body).toMatchObject({
      amount: '100000000',
      eip155: { slippage: 1 },
    })
  })

  it('a declined swap says so, stays, and keeps the swap as written', async () => {
    const { mock } = await openPreview('ETH', 'KUSD', '0.5')
    mock.next('sendTransaction', new UserRejectedRequestError())
    await waitFor(() => expect(confirm().disabled).toBe(false))
    fireEvent.click(confirm())
    expect((await screen.findByTestId('kit-swap-error')).textContent).toBe(
      'You declined in your wallet. Nothing was swapped.',
    )
    expect(screen.getByTestId('kit-title').textContent).toBe('Review Swap')
    fireEvent.click(screen.getByText('Cancel'))
    await screen.findByTestId('kit-swap')
    expect((screen.getByTestId('kit-swap-amount') as HTMLInputElement).value).toBe('0.5')
    expect(screen.getByTestId('kit-swap-to').getAttribute('data-symbol')).toBe('KUSD')
  })

  it('goes back to Swap when the swap is reset under it (another account)', async () => {
    const { mock } = await openPreview('ETH', 'KUSD', '0.5')
    act(() =>
      mock.emit({
        type: 'accountsChanged',
        connectorId: testConnector.id,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }),
    )
    await waitFor(() => expect(screen.getByTestId('kit-title').textContent).toBe('Swap'))
    await screen.findByTestId('kit-swap')
  })

  it('has no axe violations', async () => {
    await openPreview('KUSD', 'ETH', '100')
    await waitFor(() => expect(confirm().textContent).toBe('Approve and swap'))
    await expectAxeClean()
  })
})
