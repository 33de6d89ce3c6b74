import type { ProposalTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { describe, expect, test } from 'vitest'
import {
  buildSupportedNamespaces,
  walletEvents,
  walletMethods,
} from './buildSupportedNamespaces.js'
import { listRequestedChains } from './listRequestedChains.js'
import { parseCaip2ChainId, readSessionChainIds } from './readSessionChainIds.js'

const first = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const second = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('buildSupportedNamespaces', () => {
  test('offers every chain, method and event, with both accounts on each chain, active first', () => {
    expect(buildSupportedNamespaces({ chainIds: [1, 10], accounts: [second, first] })).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        methods: [...walletMethods],
        events: ['chainChanged', 'accountsChanged'],
        accounts: [
          `eip155:1:${second}`,
          `eip155:1:${first}`,
          `eip155:10:${second}`,
          `eip155:10:${first}`,
        ],
      },
    })
  })

  test("approves what a dapp asks for through the SDK's buildApprovedNamespaces", () => {
    const proposal = {
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:10', 'eip155:137', 'eip155:1'],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_getBalance'],
          events: [...walletEvents],
        },
      },
    } as unknown as ProposalTypes.Struct
    const approved = buildApprovedNamespaces({
      proposal,
      supportedNamespaces: buildSupportedNamespaces({
        chainIds: [1, 10],
        accounts: [first, second],
      }),
    })
    expect(approved.eip155?.chains).toEqual(['eip155:10', 'eip155:1'])
    expect(approved.eip155?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
    expect(approved.eip155?.accounts[0]).toBe(`eip155:10:${first}`)
    expect(readSessionChainIds(approved)).toEqual([10, 1])
  })

  test('lets the SDK refuse a required chain the wallet does not serve', () => {
    const proposal = {
      requiredNamespaces: {
        eip155: { chains: ['eip155:137'], methods: ['personal_sign'], events: [] },
      },
      optionalNamespaces: {},
    } as unknown as ProposalTypes.Struct
    expect(() =>
      buildApprovedNamespaces({
        proposal,
        supportedNamespaces: buildSupportedNamespaces({ chainIds: [1], accounts: [first] }),
      }),
    ).toThrow()
  })
})

describe('non-EVM namespaces', () => {
  const solanaAddress = '9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj'
  const bitcoinAddress = 'bcrt1qfmhpzhw8fswxt203z6czw3vlph3f0wm5zn2ye9'
  const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

  test('approves a bip122 regtest proposal with the payment account and the four methods', () => {
    const proposal = {
      requiredNamespaces: {},
      optionalNamespaces: {
        bip122: {
          chains: [regtest, 'bip122:000000000019d6689c085ae165831e93'],
          methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
          events: ['bip122_addressesChanged'],
        },
        solana: {
          chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
          methods: [
            'solana_signMessage',
            'solana_signTransaction',
            'solana_signAndSendTransaction',
          ],
          events: [],
        },
      },
    } as unknown as ProposalTypes.Struct
    const approved = buildApprovedNamespaces({
      proposal,
      supportedNamespaces: buildSupportedNamespaces({
        chainIds: [1],
        accounts: [first],
        solanaAddress,
        bitcoinAddress,
        solanaSends: true,
        bitcoinSends: true,
      }),
    })
    expect(approved.bip122).toEqual({
      chains: [regtest],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      accounts: [`${regtest}:${bitcoinAddress}`],
    })
    expect(approved.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ])
  })

  test('offers no bip122 namespace without a Bitcoin address, no sending without a server', () => {
    expect(buildSupportedNamespaces({ chainIds: [1], accounts: [first] }).bip122).toBeUndefined()
    const namespaces = buildSupportedNamespaces({
      chainIds: [1],
      accounts: [first],
      bitcoinAddress,
    })
    expect(namespaces.bip122?.methods).toEqual(['signMessage', 'signPsbt', 'getAccountAddresses'])
  })
})

describe('session chains', () => {
  test('lists requested chains, required first, from both namespace spellings', () => {
    expect(
      listRequestedChains(
        { eip155: { chains: ['eip155:1'] } },
        { 'eip155:10': {}, eip155: { chains: ['eip155:1', 'eip155:8453'] }, solana: {} },
      ),
    ).toEqual(['eip155:1', 'eip155:10', 'eip155:8453'])
  })

  test('reads chain ids from chains, or from accounts when chains are missing', () => {
    expect(readSessionChainIds({})).toEqual([])
    expect(
      readSessionChainIds({
        eip155: { accounts: [`eip155:5:${first}`, `eip155:5:${second}`, `eip155:7:${first}`] },
      }),
    ).toEqual([5, 7])
    expect(parseCaip2ChainId('eip155:0')).toBeUndefined()
    expect(parseCaip2ChainId('solana:1')).toBeUndefined()
    expect(parseCaip2ChainId('eip155:99999999999999999')).toBeUndefined()
  })
})

describe('item 10: the Solana account', () => {
  test('is offered on every Solana cluster with signing, when the wallet has one', () => {
    const namespaces = buildSupportedNamespaces({
      chainIds: [1],
      accounts: [first],
      solanaAddress: 'SoLAddr1111',
    })
    expect(namespaces.solana?.methods).toEqual(['solana_signMessage', 'solana_signTransaction'])
    expect(namespaces.solana?.accounts).toContain(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:SoLAddr1111',
    )
    expect(buildSupportedNamespaces({ chainIds: [1], accounts: [first] }).solana).toBeUndefined()
  })
})
