import { describe, expect, it } from 'vitest'
import { mainnet, optimism } from '../test/fixtures.js'
import { proposeEvmNamespace } from './proposeEvmNamespace.js'

describe('proposeEvmNamespace', () => {
  it('proposes every network, the active one first, each with its own RPC URL', () => {
    const eip155 = proposeEvmNamespace({ networks: [mainnet, optimism], active: optimism })
    expect(eip155.chains).toEqual(['eip155:10', 'eip155:1'])
    expect(eip155.rpcMap).toEqual({
      '10': 'https://optimism.example.test',
      '1': mainnet.rpcUrls.default.http[0],
    })
    expect(eip155.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']))
    expect(eip155.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  it('keeps the app order without an active network', () => {
    expect(
      proposeEvmNamespace({ networks: [mainnet, optimism], active: undefined }).chains,
    ).toEqual(['eip155:1', 'eip155:10'])
  })
})
