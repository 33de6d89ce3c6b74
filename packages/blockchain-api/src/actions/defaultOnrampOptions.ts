import type { OnrampOptionsResponse, PaymentMethodLimit } from '../types/onramp.js'

const limits: readonly PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_transfer', min: '10.00', max: '25000.00' },
]

/**
 * The onramp options used when the API cannot give them (SPEC §7, §9): USD and EUR with the
 * fallback limits, USDC and ETH to buy. Frozen; `getOnrampOptionsOrDefault` returns a copy.
 */
export const defaultOnrampOptions: OnrampOptionsResponse = deepFreeze({
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: limits.map((limit) => ({ ...limit })),
  })),
  purchaseCurrencies: [
    {
      id: '2b92315d-eab7-5bef-84fa-089a131333f5',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum-mainnet',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        {
          name: 'polygon-mainnet',
          display_name: 'Polygon',
          chain_id: '137',
          contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
        },
      ],
    },
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        {
          name: 'ethereum-mainnet',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '',
        },
      ],
    },
  ],
})

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}
