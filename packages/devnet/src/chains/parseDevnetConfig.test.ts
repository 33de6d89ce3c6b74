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
}

test('reads the JSON published in KIT_DEVNET', () => {
  expect(parseDevnetConfig(JSON.stringify(good))).toEqual(good)
  expect(parseDevnetConfig({ ...good, extra: true })).toEqual(good)
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
])('refuses %s with a typed error', (_, value) => {
  expect(() => parseDevnetConfig(value)).toThrow(InvalidDevnetConfigError)
})
