import { expect, test } from 'vitest'
import { describeStack } from './describeStack.js'
import { toConfigJson } from './toConfigJson.js'

const config = {
  chains: [
    {
      chainId: 1,
      name: 'Ethereum',
      symbol: 'ETH',
      testnet: false,
      port: 8545,
      rpcUrl: 'http://127.0.0.1:8545',
    },
  ],
  apiUrl: 'http://127.0.0.1:8790',
  analyticsUrl: 'http://127.0.0.1:8790',
  relayUrl: 'ws://127.0.0.1:8791',
  mobileWalletUrl: 'http://127.0.0.1:8792',
  solana: {
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    port: 8793,
    rpcUrl: 'http://127.0.0.1:8793',
    wsUrl: 'ws://127.0.0.1:8793',
  },
  bitcoin: {
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    port: 8795,
    esploraUrl: 'http://127.0.0.1:8795',
  },
}

test('the summary names every service with its URL', () => {
  expect(describeStack(config)).toEqual([
    'API, wallet catalogue and analytics at http://127.0.0.1:8790',
    'chains Ethereum http://127.0.0.1:8545',
    'Solana (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp) RPC http://127.0.0.1:8793, WebSocket ws://127.0.0.1:8793',
    'Bitcoin regtest (bip122:0f9188f13cb7b2c71f2a335e3a4fc328) Esplora http://127.0.0.1:8795',
    'WalletConnect relay ws://127.0.0.1:8791, mobile wallet http://127.0.0.1:8792',
  ])
})

test('the published JSON keeps only the configuration, in a fixed order', () => {
  const withHandles = { ...config, solana: { ...config.solana, stop: () => {} }, deployments: [] }
  expect(toConfigJson(withHandles)).toBe(JSON.stringify(config))
  const { solana: _, bitcoin: __, ...evmOnly } = config
  expect(JSON.parse(toConfigJson(evmOnly))).toEqual(evmOnly)
})
