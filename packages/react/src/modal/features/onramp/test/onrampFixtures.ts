import type { Transaction } from '@kit/core'
import type { OnrampState } from '@kit/core/modules/features/onramp/onrampState'
import { type Mock, vi } from 'vitest'
import { testAddress } from '../../../test/testWallet.js'

/** The options the local API gives: USD and EUR, ETH on mainnet and Optimism. */
export const onrampOptions: NonNullable<OnrampState['options']> = {
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_transfer', min: '10.00', max: '25000.00' },
    ],
  })),
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        {
          name: 'optimism-mainnet',
          display_name: 'OP Mainnet',
          chain_id: '10',
          contract_address: '',
        },
      ],
    },
  ],
}

/** A quote of 100 USD: 1.50 provider fee, 0.10 network fee. */
export const onrampQuote = {
  paymentTotal: { amount: '100.00', currency: 'USD' },
  paymentSubtotal: { amount: '98.40', currency: 'USD' },
  coinbaseFee: { amount: '1.50', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  purchaseAmount: { amount: '0.03266444', currency: 'ETH' },
  quoteId: 'q-1',
}

/** One purchase of the onramp history. */
export function onrampPurchase(
  id: string,
  status: Transaction['metadata']['status'],
  numeric = '0.3',
): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      hash: status === 'confirmed' ? `0x${id.padStart(64, '0')}` : '',
      minedAt: '2026-11-20T10:00:00.000Z',
      sentFrom: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
      sentTo: testAddress,
      status,
      nonce: 0,
      chain: 'eip155:1',
    },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
      },
    ],
  }
}

/** What the tests read of the provider's popup. */
export type FakePopup = {
  opener: unknown
  closed: boolean
  close: Mock<() => void>
  location: { replace: Mock<(url: string) => void> }
}

/** A stand-in for the provider's popup window. */
export function fakePopup(): FakePopup {
  const popup: FakePopup = {
    opener: { app: true },
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: { replace: vi.fn() },
  }
  return popup
}
