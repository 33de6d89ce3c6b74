import type { TokenBalance } from '@kit/blockchain-api'
import { describe, expect, it } from 'vitest'
import { assessSendFunds, maxSendValue } from './assessSendFunds.js'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: 18, numeric: '1' },
  iconUrl: '',
}
const usdc: TokenBalance = {
  ...eth,
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  quantity: { decimals: 6, numeric: '25.5' },
}
const oneEth = 10n ** 18n
const fee = 21_000n * 10n ** 9n

describe('assessSendFunds', () => {
  it('needs the amount and the fee out of the native balance', () => {
    expect(assessSendFunds({ token: eth, native: eth, value: oneEth - fee, fee })).toBe('enough')
    expect(assessSendFunds({ token: eth, native: eth, value: oneEth - fee + 1n, fee })).toBe(
      'insufficientFee',
    )
    expect(assessSendFunds({ token: eth, native: eth, value: oneEth + 1n, fee })).toBe(
      'insufficientAmount',
    )
  })

  it('needs a token amount out of the token and the fee out of the native balance', () => {
    expect(assessSendFunds({ token: usdc, native: eth, value: 25_500_000n, fee })).toBe('enough')
    expect(assessSendFunds({ token: usdc, native: eth, value: 25_500_001n, fee })).toBe(
      'insufficientAmount',
    )
    expect(assessSendFunds({ token: usdc, native: undefined, value: 1n, fee })).toBe(
      'insufficientFee',
    )
    const dry = { ...eth, quantity: { decimals: 18, numeric: '0.00000000000002' } }
    expect(assessSendFunds({ token: usdc, native: dry, value: 1n, fee })).toBe('insufficientFee')
  })

  it('takes a smart account’s gas, and an unknown fee, as paid', () => {
    expect(
      assessSendFunds({ token: usdc, native: undefined, value: 1n, fee, smartAccount: true }),
    ).toBe('enough')
    expect(assessSendFunds({ token: usdc, native: undefined, value: 1n, fee: undefined })).toBe(
      'enough',
    )
  })
})

describe('maxSendValue', () => {
  it('leaves the fee for a native send, never below 0', () => {
    expect(maxSendValue({ token: eth, fee })).toBe(oneEth - fee)
    expect(maxSendValue({ token: eth, fee: 2n * oneEth })).toBe(0n)
  })

  it('is the whole balance of a token', () => {
    expect(maxSendValue({ token: usdc, fee })).toBe(25_500_000n)
  })
})
