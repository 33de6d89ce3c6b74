import { describe, expect, expectTypeOf, it } from 'vitest'
import { InvalidCaip2Error } from '../errors/caip.js'
import type { CaipNetwork } from '../types/network.js'
import { defineChain } from './defineChain.js'

const custom = {
  id: 123456789,
  caipNetworkId: 'eip155:123456789',
  chainNamespace: 'eip155',
  name: 'Custom Network',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example.org'] } },
} as const

describe('defineChain', () => {
  it("returns AppKit's full network as given, frozen, with its literal type", () => {
    const network = defineChain(custom)
    expect(network).toEqual(custom)
    expect(Object.isFrozen(network)).toBe(true)
    expectTypeOf(network.id).toEqualTypeOf<123456789>()
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:123456789'>()
    expectTypeOf(network).toMatchTypeOf<CaipNetwork>()
  })

  it('takes fields Kit does not read, as AppKit apps pass them', () => {
    const network = defineChain({ ...custom, contracts: { multicall3: { address: '0xca11' } } })
    expect(network.contracts.multicall3.address).toBe('0xca11')
  })

  it('rejects a caipNetworkId that is not CAIP-2, or not of its id and namespace', () => {
    const invalid = ['eip155', 'eip155:0x1', 'eip155:1', 'eip155:0123456789', 'solana:123456789']
    for (const caipNetworkId of invalid)
      expect(() => defineChain({ ...custom, caipNetworkId } as CaipNetwork), caipNetworkId).toThrow(
        InvalidCaip2Error,
      )
  })

  it('rejects a caipNetworkId whose namespace is not chainNamespace, for any namespace', () => {
    expect(() =>
      defineChain({ ...custom, id: 'abc', caipNetworkId: 'bip122:abc', chainNamespace: 'solana' }),
    ).toThrow(InvalidCaip2Error)
    expect(
      defineChain({ ...custom, id: 'abc', caipNetworkId: 'bip122:abc', chainNamespace: 'bip122' })
        .caipNetworkId,
    ).toBe('bip122:abc')
  })
})
