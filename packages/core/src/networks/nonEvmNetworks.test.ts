import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinTestnet } from './bitcoinNetworks.js'
import { solana, solanaDevnet, solanaTestnet } from './solanaNetworks.js'

describe("Solana and Bitcoin, as AppKit's networks entry names them", () => {
  it('Solana: the CAIP-2 genesis ids of mainnet, testnet and devnet; SOL with 9 decimals', () => {
    expect([solana, solanaTestnet, solanaDevnet].map((n) => [n.caipNetworkId, n.testnet])).toEqual([
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false],
      ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', true],
      ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', true],
    ])
    for (const network of [solana, solanaTestnet, solanaDevnet]) {
      expect(network.chainNamespace).toBe('solana')
      expect(network.caipNetworkId).toBe(`solana:${network.id}`)
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    }
  })

  it('Bitcoin: the bip122 genesis ids of mainnet and testnet; BTC with 8 decimals', () => {
    expect([bitcoin, bitcoinTestnet].map((n) => [n.caipNetworkId, n.testnet])).toEqual([
      ['bip122:000000000019d6689c085ae165831e93', false],
      ['bip122:000000000933ea01ad0ee984209779ba', true],
    ])
    for (const network of [bitcoin, bitcoinTestnet]) {
      expect(network.chainNamespace).toBe('bip122')
      expect(network.caipNetworkId).toBe(`bip122:${network.id}`)
      expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    }
  })
})
