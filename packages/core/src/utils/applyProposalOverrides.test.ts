import { describe, expect, it } from 'vitest'
import { applyProposalOverrides } from './applyProposalOverrides.js'

const proposal = {
  eip155: {
    chains: ['eip155:1', 'eip155:10', 'eip155:137'] as `${string}:${string}`[],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: { '1': 'https://rpc.example/1', '10': 'https://rpc.example/10' },
  },
  solana: {
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as `${string}:${string}`[],
    methods: ['solana_signMessage'],
    events: [],
  },
}

describe('applyProposalOverrides', () => {
  it('returns the proposal as it is without an override', () => {
    expect(applyProposalOverrides(proposal, undefined)).toBe(proposal)
  })

  it("replaces a namespace's methods, chains and events, and leaves the others", () => {
    const result = applyProposalOverrides(proposal, {
      methods: { eip155: ['eth_signTypedData_v4'] },
      chains: { eip155: ['eip155:1', 'eip155:8453'] },
      events: { eip155: ['accountsChanged'] },
    })
    expect(result.eip155).toEqual({
      chains: ['eip155:1', 'eip155:8453'],
      methods: ['eth_signTypedData_v4'],
      events: ['accountsChanged'],
      rpcMap: proposal.eip155.rpcMap,
    })
    expect(result.solana).toEqual({ ...proposal.solana, rpcMap: undefined })
  })

  it('adds rpcMap entries of a namespace over its own, by chain reference', () => {
    const result = applyProposalOverrides(proposal, {
      rpcMap: { 'eip155:10': 'https://mine.example/10', 'eip155:42161': 'https://mine.example/a' },
    })
    expect(result.eip155?.rpcMap).toEqual({
      '1': 'https://rpc.example/1',
      '10': 'https://mine.example/10',
      '42161': 'https://mine.example/a',
    })
    expect(result.solana?.rpcMap).toBeUndefined()
  })

  it('moves defaultChain first when proposed, and ignores unknown namespaces', () => {
    const result = applyProposalOverrides(proposal, {
      defaultChain: 'eip155:137',
      methods: { polkadot: ['polkadot_signMessage'] },
    })
    expect(result.eip155?.chains).toEqual(['eip155:137', 'eip155:1', 'eip155:10'])
    expect(Object.keys(result)).toEqual(['eip155', 'solana'])
    expect(applyProposalOverrides(proposal, { defaultChain: 'eip155:999' }).eip155?.chains).toEqual(
      proposal.eip155.chains,
    )
  })
})
