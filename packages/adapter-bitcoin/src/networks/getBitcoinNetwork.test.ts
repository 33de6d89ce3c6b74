import { bitcoin, bitcoinTestnet as kitBitcoinTestnet } from '@kit/core/networks'
import { expect, test } from 'vitest'
import { UnknownBitcoinNetworkError } from '../errors/network.js'
import { bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet } from './bitcoinNetworks.js'
import { getBitcoinNetwork } from './getBitcoinNetwork.js'

test("core's Bitcoin networks map to their address parameters", () => {
  expect(getBitcoinNetwork({ caipNetworkId: bitcoin.caipNetworkId })).toBe(bitcoinMainnet)
  expect(getBitcoinNetwork({ caipNetworkId: kitBitcoinTestnet.caipNetworkId })).toBe(bitcoinTestnet)
})

test.each([
  ['bip122:000000000019d6689c085ae165831e93', 'mainnet', 'bc'],
  ['bip122:000000000933ea01ad0ee984209779ba', 'testnet', 'tb'],
  ['bip122:00000008819873e925422c1ff0f99f7c', 'signet', 'tb'],
  ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'regtest', 'bcrt'],
])('%s is %s', (caipNetworkId, name, prefix) => {
  const network = getBitcoinNetwork({ caipNetworkId })
  expect(network.name).toBe(name)
  expect(network.bech32).toBe(prefix)
})

test('base58 version bytes', () => {
  expect([bitcoinMainnet.pubKeyHash, bitcoinMainnet.scriptHash, bitcoinMainnet.wif]).toEqual([
    0x00, 0x05, 0x80,
  ])
  for (const network of [bitcoinTestnet, bitcoinSignet, bitcoinRegtest])
    expect([network.pubKeyHash, network.scriptHash, network.wif]).toEqual([0x6f, 0xc4, 0xef])
})

test.each([
  'eip155:1',
  'bip122:000000000019D6689C085AE165831E93',
  'bip122:',
  '',
  ' bip122:000000000019d6689c085ae165831e93',
])('%j is not a Bitcoin network', (caipNetworkId) => {
  expect(() => getBitcoinNetwork({ caipNetworkId })).toThrow(UnknownBitcoinNetworkError)
})
