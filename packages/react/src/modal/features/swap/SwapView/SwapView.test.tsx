import { openModal } from '@kit/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../../test/connectAndOpen.js'
import { expectAxeClean } from '../../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../../test/renderModal.js'
import { testAddress, testConnector } from '../../../test/testWallet.js'
import { openSwap, pickToken } from '../test/openSwap.js'
import { createSwapApi, swapRpcUrl } from '../test/swapApi.js'

afterEach(cleanupModal)

const type = (text: string) =>
  fireEvent.change(screen.getByTestId('kit-swap-amount'), { target: { value: text } })
const review = () => screen.getByTestId('kit-swap-review') as HTMLButtonElement

describe('SwapView', () => {
  it('opens from the Swap button selling the native currency, with its balance and no token bought', async () => {
    await openSwap()
    await screen.findByTestId('kit-swap')
    expect(screen.getByTestId('kit-title').textContent).toBe('Swap')
    expect(screen.getByTestId('kit-swap-from').getAttribute('data-symbol')).toBe('ETH')
    expect(screen.getByTestId('kit-swap').textContent).toContain('Balance: 2 ETH')
    expect(screen.getByTestId('kit-swap-to').textContent).toContain('Select token')
    expect(review().disabled).toBe(true)
    expect(review().textContent).toBe('Select token')
  })

  it('quotes once typing pauses and shows rate, price impact, slippage, minimum received and fee', async () => {
    const { api } = await openSwap()
    await pickToken('to', 'KUSD')
    type('0')
    type('0.')
    type('0.5')
    await waitFor(() => expect(review().disabled).toBe(false), { timeout: 3000 })
    expect(api.requestsTo('/v1/convert/quotes').map((r) => r.query.get('amount'))).toEqual([
      '500000000000000000',
    ])
    expect(screen.getByTestId('kit-swap-to-amount').textContent).toBe('1,500')
    expect(screen.getByTestId('kit-swap-from-usd').textContent).toBe('$1,500.00')
    const details = screen.getByTestId('kit-swap-details').textContent
    expect(details).toContain('1 ETH = 3,000 KUSD')
    expect(screen.getByTestId('kit-swap-price-impact').textContent).toBe('0.12%')
    expect(details).toContain('Max. slippage1%')
    expect(screen.getByTestId('kit-swap-minimum').textContent).toBe('1,485 KUSD')
    // 150,000 gas at 1 gwei is 0.00015 ETH: 0.45 USD.
    expect(screen.getByTestId('kit-swap-fee').textContent).toBe('$0.45')
    expect(screen.queryByTestId('kit-swap-impact-warning')).toBeNull()
    expect(review().textContent).toBe('Review swap')
  })

  it('warns about a price impact above 3 %', async () => {
    await openSwap({ api: { priceImpact: 4.567 } })
    await pickToken('to', 'KUSD')
    type('1')
    expect((await screen.findByTestId('kit-swap-impact-warning')).textContent).toContain(
      'High price impact',
    )
    expect(screen.getByTestId('kit-swap-price-impact').textContent).toBe('4.57%')
  })

  it('refuses what is not an amount, too many decimals, and more than the balance, before any wallet', async () => {
    const { api, mock } = await openSwap()
    await pickToken('to', 'KUSD')
    for (const [text, says] of [
      ['1,5', 'Enter a valid amount'],
      ['1e-7', 'Enter a valid amount'],
      [`0.${'1'.repeat(19)}`, 'ETH has at most 18 decimals'],
      ['3', 'Insufficient ETH balance'],
      ['', 'Enter an amount'],
    ] as const) {
      type(text)
      expect(review().textContent).toBe(says)
      expect(review().disabled).toBe(true)
    }
    // Typing went on faster than the quote delay, and ended empty: nothing was asked.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(api.requestsTo('/v1/convert/quotes')).toEqual([])
    expect(mock.calls.sendTransaction).toEqual([])
  })

  it('Max leaves twice the fee of a swap in the native currency', async () => {
    await openSwap()
    await pickToken('to', 'KUSD')
    fireEvent.click(screen.getByTestId('kit-swap-max'))
    expect((screen.getByTestId('kit-swap-amount') as HTMLInputElement).value).toBe('1.9997')
  })

  it('flips the tokens, and picking the other side’s token swaps them', async () => {
    await openSwap()
    await pickToken('to', 'KUSD')
    fireEvent.click(screen.getByTestId('kit-swap-flip'))
    expect(screen.getByTestId('kit-swap-from').getAttribute('data-symbol')).toBe('KUSD')
    expect(screen.getByTestId('kit-swap-to').getAttribute('data-symbol')).toBe('ETH')
    await pickToken('from', 'ETH')
    expect(screen.getByTestId('kit-swap-from').getAttribute('data-symbol')).toBe('ETH')
    expect(screen.getByTestId('kit-swap-to').getAttribute('data-symbol')).toBe('KUSD')
  })

  it('starts over for another account: the draft is reset and the tokens load again', async () => {
    const { api, mock } = await openSwap()
    await pickToken('to', 'KUSD')
    type('0.5')
    act(() =>
      mock.emit({
        type: 'accountsChanged',
        connectorId: testConnector.id,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }),
    )
    await waitFor(() => expect(api.requestsTo('/v1/convert/tokens')).toHaveLength(2))
    await waitFor(() =>
      expect(screen.getByTestId('kit-swap-from').getAttribute('data-symbol')).toBe('ETH'),
    )
    expect(screen.getByTestId('kit-swap-to').textContent).toContain('Select token')
    expect((screen.getByTestId('kit-swap-amount') as HTMLInputElement).value).toBe('')
  })

  it("says 'Network not supported for Swaps' where the API does", async () => {
    await openSwap({ connect: { address: testAddress, chainId: 10 } })
    expect((await screen.findByTestId('kit-swap-unsupported')).textContent).toContain(
      'Network not supported for Swaps',
    )
    await expectAxeClean()
  })

  it("takes open()'s swap arguments: the tokens by symbol and the amount", async () => {
    const { kit } = renderModal({
      api: createSwapApi(),
      kitOptions: { customRpcUrls: { 'eip155:1': [{ url: swapRpcUrl }] } },
    })
    await connectAndOpen(kit)
    act(() =>
      openModal(kit, {
        view: 'Swap',
        data: { swap: { fromToken: 'KUSD', toToken: 'ETH', amount: '12.5' } },
      }),
    )
    await waitFor(() =>
      expect(screen.getByTestId('kit-swap-from').getAttribute('data-symbol')).toBe('KUSD'),
    )
    expect(screen.getByTestId('kit-swap-to').getAttribute('data-symbol')).toBe('ETH')
    expect((screen.getByTestId('kit-swap-amount') as HTMLInputElement).value).toBe('12.5')
  })

  it('has no axe violations, in English and right to left in Arabic', async () => {
    await openSwap()
    await pickToken('to', 'KUSD')
    type('0.5')
    await screen.findByTestId('kit-swap-details', {}, { timeout: 3000 })
    await expectAxeClean()
    cleanupModal()
    await openSwap({ kitOptions: { locale: 'ar' } })
    await waitFor(() => expect(screen.getByTestId('kit-swap').textContent).toContain('تدفع'))
    expect(screen.getByTestId('kit-swap').closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    await expectAxeClean()
  })
})
