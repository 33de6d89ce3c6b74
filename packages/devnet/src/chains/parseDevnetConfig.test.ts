import { expect, test } from 'vitest'
import { InvalidDevnetConfigError } from '../errors/config.js'
import { parseDevnetConfig } from './parseDevnetConfig.js'

const good = {
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

test('reads the JSON published in KIT_DEVNET', () => {
  expect(parseDevnetConfig(JSON.stringify(good))).toEqual(good)
  expect(parseDevnetConfig({ ...good, extra: true })).toEqual(good)
  expect(
    parseDevnetConfig({ ...good, solana: { ...good.solana, extra: 1 }, bitcoin: good.bitcoin }),
  ).toEqual(good)
})

test('a configuration without the Solana and Bitcoin chains is still read', () => {
  const { solana: _, bitcoin: __, ...evmOnly } = good
  const parsed = parseDevnetConfig(evmOnly)
  expect(parsed).toEqual(evmOnly)
  expect('solana' in parsed).toBe(false)
  expect('bitcoin' in parsed).toBe(false)
})

test.each([
  ['not JSON', '{'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a bad analytics URL', { ...good, analyticsUrl: 'javascript:alert(1)' }],
  ['a missing API URL', { ...good, apiUrl: undefined }],
  ['an http relay URL', { ...good, relayUrl: 'http://127.0.0.1:8791' }],
  ['a relay URL with a path trick', { ...good, relayUrl: 'ws://127.0.0.1:8791/../x y' }],
  ['a missing mobile wallet URL', { ...good, mobileWalletUrl: undefined }],
  ['a bad API URL', { ...good, apiUrl: 'file:///etc/passwd' }],
  ['a string chain id', { ...good, chains: [{ ...good.chains[0], chainId: '1' }] }],
  ['a fractional chain id', { ...good, chains: [{ ...good.chains[0], chainId: 1.5 }] }],
  ['a missing rpcUrl', { ...good, chains: [{ ...good.chains[0], rpcUrl: undefined }] }],
  ['a null solana entry', { ...good, solana: null }],
  ['a solana array', { ...good, solana: [] }],
  ['an EVM id for Solana', { ...good, solana: { ...good.solana, caipNetworkId: 'eip155:1' } }],
  [
    'a short Solana genesis id',
    {
      ...good,
      solana: { ...good.solana, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd' },
    },
  ],
  [
    'a Solana id with a non-base58 letter',
    {
      ...good,
      solana: { ...good.solana, caipNetworkId: 'solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    },
  ],
  ['an http Solana WebSocket', { ...good, solana: { ...good.solana, wsUrl: good.solana.rpcUrl } }],
  ['a ws Solana RPC URL', { ...good, solana: { ...good.solana, rpcUrl: good.solana.wsUrl } }],
  ['a Solana port of 0', { ...good, solana: { ...good.solana, port: 0 } }],
  ['a missing Solana port', { ...good, solana: { ...good.solana, port: undefined } }],
  ['a null bitcoin entry', { ...good, bitcoin: null }],
  [
    'an upper-case bip122 id',
    {
      ...good,
      bitcoin: { ...good.bitcoin, caipNetworkId: 'bip122:0F9188F13CB7B2C71F2A335E3A4FC328' },
    },
  ],
  [
    'a Solana id for Bitcoin',
    { ...good, bitcoin: { ...good.bitcoin, caipNetworkId: good.solana.caipNetworkId } },
  ],
  ['a bad Esplora URL', { ...good, bitcoin: { ...good.bitcoin, esploraUrl: 'ftp://127.0.0.1' } }],
  ['a port above 65535', { ...good, bitcoin: { ...good.bitcoin, port: 65536 } }],
])('refuses %s with a typed error', (_, value) => {
  expect(() => parseDevnetConfig(value)).toThrow(InvalidDevnetConfigError)
})
