import type { ChainAdapter, TokenBalance } from '@kit/core'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { getSendState } from '@kit/core/modules/features/send/sendState'
import { httpError } from '@kit/test-fixtures'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectAndOpen } from '../../test/connectAndOpen.js'
import { createModalApi } from '../../test/createModalApi.js'
import { expectAxeClean } from '../../test/expectAxeClean.js'
import { cleanupModal, renderModal } from '../../test/renderModal.js'
import { testAddress } from '../../test/testWallet.js'

afterEach(cleanupModal)

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdcContract = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 4500,
  price: 3000,
  quantity: { decimals: 18, numeric: '1.5' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${usdcContract}`,
  value: 25,
  price: 1,
  quantity: { decimals: 6, numeric: '25' },
  iconUrl: '',
}
const dust: TokenBalance = {
  ...usdc,
  symbol: 'NODEC',
  name: 'No decimals',
  address: 'eip155:1:0x1',
  quantity: { decimals: 0, numeric: '9' },
}
// 21,000 gas at 1 gwei: 0.000021 ETH, $0.063.
const fee = 21_000n * 10n ** 9n

/** The modal over a wallet that estimates fees and checks addresses, with ETH and USDC. */
async function openSend(extra: Partial<Pick<ChainAdapter, 'estimateSendFee' | 'isAddress'>> = {}) {
  const api = createModalApi({
    balances: [usdc, eth, dust],
    routes: {
      '/v1/profile/account/': ({ path }) =>
        path.endsWith('/alice.kit.id')
          ? {
              name: 'alice.kit.id',
              registered: 1,
              addresses: { '2147483649': { address: alice } },
              attributes: {},
            }
          : httpError(404),
    },
  })
  const rendered = renderModal({ api, getBalance: { balance: '1.5', symbol: 'ETH' } })
  Object.assign(rendered.mock, {
    estimateSendFee: async () => ({ fee, gas: 21_000n, gasPrice: 10n ** 9n }),
    isAddress: async ({ address }: { address: string }) => /^0x[0-9a-fA-F]{40}$/.test(address),
    ...extra,
  })
  await connectAndOpen(rendered.kit)
  fireEvent.click(await screen.findByTestId('kit-feature-send'))
  await screen.findByTestId('kit-send', {}, { timeout: 5_000 })
  await waitFor(() => expect(screen.getByTestId('kit-send-token').textContent).toContain('ETH'))
  return rendered
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } })
const previewButton = () => screen.getByTestId('kit-send-preview') as HTMLButtonElement

describe('WalletSend', () => {
  it('opens from the Send button with the native token, its USD value, fee and a resolved name', async () => {
    await openSend()
    expect(screen.getByTestId('kit-title').textContent).toBe('Send')
    expect(previewButton().textContent).toBe('Enter an amount')
    type('kit-send-amount', '.5')
    expect(screen.getByTestId('kit-send-fiat').textContent).toBe('$1,500.00')
    expect(previewButton().textContent).toBe('Add a receiver')
    await waitFor(() => expect(screen.getByTestId('kit-send-fee').textContent).toContain('$0.06'))
    type('kit-send-receiver', 'alice.kit.id')
    expect(await screen.findByTestId('kit-send-resolved')).toHaveProperty(
      'textContent',
      'alice.kit.id0x7099…dc79C8',
    )
    expect(previewButton().disabled).toBe(false)
    expect(previewButton().textContent).toBe('Preview send')
  })

  it.each([
    ['1,5', 'Use a point (.) as the decimal separator'],
    ['1e-7', 'Enter an amount such as 0.5'],
    ['0x10', 'Enter an amount such as 0.5'],
    ['٣', 'Enter an amount such as 0.5'],
    [`0.${'1'.repeat(19)}`, 'ETH has at most 18 decimals'],
    ['2', 'Insufficient funds'],
    ['1.5', 'Not enough ETH to pay the network fee'],
  ])('refuses %j before the wallet is asked: %s', async (amount, text) => {
    const { mock } = await openSend()
    await waitFor(() => expect(screen.getByTestId('kit-send-fee').textContent).toContain('$'))
    type('kit-send-amount', amount)
    expect(screen.getByTestId('kit-send-amount-error').textContent).toBe(text)
    expect(previewButton().disabled).toBe(true)
    expect(mock.calls.sendTransaction).toEqual([])
  })

  it('asks for at least the least the network relays to the receiver (a dust limit)', async () => {
    const { mock } = await openSend({
      estimateSendFee: async () => ({ fee, minimumValue: 10n ** 15n }),
    })
    await waitFor(() => expect(screen.getByTestId('kit-send-fee').textContent).toContain('$'))
    type('kit-send-amount', '0.0009')
    type('kit-send-receiver', 'alice.kit.id')
    await screen.findByTestId('kit-send-resolved')
    await waitFor(() =>
      expect(screen.getByTestId('kit-send-amount-error').textContent).toBe(
        'Send at least 0.001 ETH to this address',
      ),
    )
    expect(previewButton().textContent).toBe('Amount too small')
    expect(previewButton().disabled).toBe(true)
    type('kit-send-amount', '0.001')
    expect(screen.queryByTestId('kit-send-amount-error')).toBeNull()
    await waitFor(() => expect(previewButton().disabled).toBe(false))
    expect(mock.calls.sendTransaction).toEqual([])
  })

  it('Max leaves the fee for a native send', async () => {
    await openSend()
    await waitFor(() => expect(screen.getByTestId('kit-send-fee').textContent).toContain('$'))
    fireEvent.click(screen.getByTestId('kit-send-max'))
    expect((screen.getByTestId('kit-send-amount') as HTMLInputElement).value).toBe('1.499979')
  })

  it('says when the receiver is not an address of the network, or a name has none', async () => {
    await openSend()
    type('kit-send-receiver', '0x1234')
    expect((await screen.findByTestId('kit-send-receiver-error')).textContent).toBe(
      'Not a valid Ethereum address',
    )
    type('kit-send-receiver', 'nobody.kit.id')
    await waitFor(() =>
      expect(screen.getByTestId('kit-send-receiver-error').textContent).toBe(
        'No Ethereum address found for this name',
      ),
    )
  })

  it('warns about a lookalike of an address the account knows (S23)', async () => {
    await openSend()
    const lookalike = `${testAddress.slice(0, 6).toLowerCase()}${'0'.repeat(32)}${testAddress.slice(-4)}`
    type('kit-send-receiver', lookalike)
    expect((await screen.findByTestId('kit-send-lookalike')).textContent).toContain('0xf39F…b92266')
    type('kit-send-receiver', alice)
    await waitFor(() =>
      expect(screen.getByTestId('kit-send-resolved').textContent).toBe('0x7099…dc79C8'),
    )
    expect(screen.queryByTestId('kit-send-lookalike')).toBeNull()
  })

  it('picks a token among the balances: native first, searchable, 0-decimal tokens left out', async () => {
    await openSend()
    type('kit-send-amount', '1')
    fireEvent.click(screen.getByTestId('kit-send-token'))
    await screen.findByTestId('kit-send-tokens')
    expect(screen.getByTestId('kit-title').textContent).toBe('Select Token')
    const symbols = () =>
      screen.getAllByTestId('kit-token-row').map((row) => row.getAttribute('data-symbol'))
    expect(symbols()).toEqual(['ETH', 'USDC'])
    type('kit-send-token-search', 'usd')
    expect(symbols()).toEqual(['USDC'])
    fireEvent.click(screen.getByTestId('kit-send-token-option'))
    await screen.findByTestId('kit-send')
    expect(screen.getByTestId('kit-send-token').textContent).toContain('USDC')
    expect((screen.getByTestId('kit-send-amount') as HTMLInputElement).value).toBe('')
  })

  it('has no axe violations on its three views', async () => {
    await openSend()
    type('kit-send-amount', '0.5')
    type('kit-send-receiver', alice)
    await screen.findByTestId('kit-send-resolved')
    await expectAxeClean()
    fireEvent.click(screen.getByTestId('kit-send-token'))
    await screen.findByTestId('kit-send-tokens')
    await expectAxeClean()
    fireEvent.click(screen.getByTestId('kit-back'))
    await screen.findByTestId('kit-send')
    await waitFor(() => expect(previewButton().disabled).toBe(false))
    fireEvent.click(previewButton())
    await screen.findByTestId('kit-send-preview')
    await expectAxeClean()
  })
})

/** Fills a send of `amount` ETH to alice.kit.id and opens its preview. */
async function previewSend(amount: string, extra: Parameters<typeof openSend>[0] = {}) {
  const rendered = await openSend(extra)
  type('kit-send-amount', amount)
  type('kit-send-receiver', 'alice.kit.id')
  await screen.findByTestId('kit-send-resolved')
  await waitFor(() => expect(previewButton().disabled).toBe(false))
  fireEvent.click(previewButton())
  await screen.findByTestId('kit-send-preview')
  return rendered
}

/** A send of 0.5 ETH to alice.kit.id, on its preview. */
const previewHalfEther = (extra: Parameters<typeof openSend>[0] = {}) => previewSend('0.5', extra)

describe('WalletSendPreview', () => {
  it('shows the send, asks the wallet with the estimated fees, then Account with no way back', async () => {
    const { kit, mock } = await previewHalfEther()
    expect(screen.getByTestId('kit-title').textContent).toBe('Review Send')
    expect(screen.getByTestId('kit-send-preview-amount').textContent).toBe('0.5 ETH')
    expect(screen.getByTestId('kit-send-preview-receiver').textContent).toBe(`alice.kit.id${alice}`)
    await waitFor(() =>
      expect(screen.getByTestId('kit-send-preview-fee').textContent).toBe('$0.06 · 0.000021 ETH'),
    )
    const pending = mock.defer('sendTransaction')
    await waitFor(() =>
      expect((screen.getByTestId('kit-send-confirm') as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByTestId('kit-send-confirm'))
    expect(await screen.findByTestId('kit-send-waiting')).toBeTruthy()
    expect((screen.getByTestId('kit-send-confirm') as HTMLButtonElement).disabled).toBe(true)
    await act(async () => pending.resolve(`0x${'22'.repeat(32)}`))
    await screen.findByTestId('kit-account-address')
    expect(kit.stores.router.history).toEqual(['Account'])
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Transaction started')
    expect(mock.calls.sendTransaction[0]).toMatchObject({
      to: alice,
      value: 5n * 10n ** 17n,
      gas: 21_000n,
      gasPrice: 10n ** 9n,
    })
    expect(getSendState(kit)).toMatchObject({ amount: '', receiverText: '' })
  })

  it('shows the amount exactly, every decimal, as it is sent', async () => {
    const { mock } = await previewSend('0.123456789012345678')
    expect(screen.getByTestId('kit-send-preview-amount').textContent).toBe(
      '0.123456789012345678 ETH',
    )
    await waitFor(() =>
      expect((screen.getByTestId('kit-send-confirm') as HTMLButtonElement).disabled).toBe(false),
    )
    const pending = mock.defer('sendTransaction')
    fireEvent.click(screen.getByTestId('kit-send-confirm'))
    await waitFor(() => expect(mock.calls.sendTransaction[0]?.value).toBe(123456789012345678n))
    await act(async () => pending.resolve(`0x${'22'.repeat(32)}`))
  })

  it('a rejection in the wallet says so and keeps everything on the preview', async () => {
    const { kit, mock } = await previewHalfEther()
    mock.next('sendTransaction', new UserRejectedRequestError())
    await waitFor(() =>
      expect((screen.getByTestId('kit-send-confirm') as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByTestId('kit-send-confirm'))
    expect((await screen.findByTestId('kit-send-rejected')).textContent).toBe(
      'You rejected the transaction. Nothing was sent.',
    )
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Transaction rejected')
    expect(kit.stores.router.view).toBe('WalletSendPreview')
    expect(screen.getByTestId('kit-send-preview-amount').textContent).toBe('0.5 ETH')
    fireEvent.click(screen.getByTestId('kit-back'))
    await screen.findByTestId('kit-send')
    expect((screen.getByTestId('kit-send-amount') as HTMLInputElement).value).toBe('0.5')
    expect((screen.getByTestId('kit-send-receiver') as HTMLInputElement).value).toBe('alice.kit.id')
  })

  it("an EVM failure is 'Something went wrong'", async () => {
    const { mock } = await previewHalfEther()
    mock.next('sendTransaction', new Error('execution reverted'))
    await waitFor(() =>
      expect((screen.getByTestId('kit-send-confirm') as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByTestId('kit-send-confirm'))
    expect((await screen.findByTestId('kit-toast')).textContent).toBe('Something went wrong')
  })
})
