import type { TokenBalance } from '@kit/blockchain-api'
import { describe, expect, it } from 'vitest'
import { prepareSend } from './prepareSend.js'
import { SendValidationError } from './sendErrors.js'
import { InvalidSendFeesError } from './sendFees.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
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
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  quantity: { decimals: 6, numeric: '25' },
}

describe('prepareSend', () => {
  it('sends the native currency in wei, with the estimate’s gas and fees', () => {
    expect(
      prepareSend({
        namespace: 'eip155',
        token: eth,
        amount: '.25',
        receiver,
        fee: { fee: 63_000n, gas: 21_000n, maxFeePerGas: 3n, maxPriorityFeePerGas: 1n },
      }),
    ).toEqual({
      to: receiver,
      value: 250_000_000_000_000_000n,
      gas: 21_000n,
      maxFeePerGas: 3n,
      maxPriorityFeePerGas: 1n,
    })
  })

  it('sends an ERC-20 through its contract, read from the CAIP-10 address', () => {
    expect(prepareSend({ namespace: 'eip155', token: usdc, amount: '1.5', receiver })).toEqual({
      to: receiver,
      value: 1_500_000n,
      token: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    })
  })

  it('uses the SPEC §5 texts', () => {
    const refusal = (parameters: Parameters<typeof prepareSend>[0]) => {
      try {
        prepareSend(parameters)
      } catch (error) {
        expect(error).toBeInstanceOf(SendValidationError)
        return (error as SendValidationError).shortMessage
      }
      return undefined
    }
    expect(refusal({ namespace: 'eip155', token: undefined, amount: '1', receiver })).toBe(
      'A token is required',
    )
    expect(refusal({ namespace: 'eip155', token: eth, amount: '0', receiver })).toBe(
      'An amount and receiver address are required',
    )
    expect(refusal({ namespace: 'eip155', token: eth, amount: '1', receiver: undefined })).toBe(
      'An amount and receiver address are required',
    )
    expect(
      refusal({
        namespace: 'solana',
        token: { ...eth, quantity: { decimals: 9, numeric: '2' } },
        amount: '1e-3',
        receiver,
      }),
    ).toBe('Please enter a valid amount and receiver address')
    expect(refusal({ namespace: 'bip122', token: eth, amount: '1', receiver: undefined })).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(refusal({ namespace: 'polkadot', token: eth, amount: '1', receiver })).toBe(
      'Unsupported chain',
    )
  })

  it('sends SOL and an SPL mint in base units', () => {
    const sol = {
      ...eth,
      symbol: 'SOL',
      chainId: 'solana:x',
      quantity: { decimals: 9, numeric: '2' },
    }
    expect(prepareSend({ namespace: 'solana', token: sol, amount: '0.5', receiver: 'R' })).toEqual({
      to: 'R',
      value: 500_000_000n,
    })
    expect(
      prepareSend({
        namespace: 'solana',
        token: { ...sol, address: 'solana:x:Mint111' },
        amount: '1',
        receiver: 'R',
      }),
    ).toEqual({ to: 'R', value: 1_000_000_000n, token: { address: 'Mint111' } })
  })

  it('refuses fees that break the SPEC §5 rules', () => {
    expect(() =>
      prepareSend({
        namespace: 'eip155',
        token: eth,
        amount: '1',
        receiver,
        fee: { fee: 1n, gasPrice: 1n, maxFeePerGas: 2n },
      }),
    ).toThrow(InvalidSendFeesError)
  })
})
