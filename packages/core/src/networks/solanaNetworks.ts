import { defineChain } from '../utils/defineChain.js'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const solscan = { default: { name: 'Solscan', url: 'https://solscan.io' } } as const

/** Solana mainnet (AppKit's `solana`). */
export const solana = /*#__PURE__*/ defineChain({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: solscan,
  testnet: false,
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
})

/** Solana testnet (AppKit's `solanaTestnet`). */
export const solanaTestnet = /*#__PURE__*/ defineChain({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: solscan,
  testnet: true,
})

/** Solana devnet (AppKit's `solanaDevnet`). */
export const solanaDevnet = /*#__PURE__*/ defineChain({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: solscan,
  testnet: true,
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
})
