import { describe, expect, test } from 'vitest'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { readSessionAccount } from './readSessionAccount.js'

const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const b = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('readSessionAccount', () => {
  test("takes the app's active network when the wallet approved it", () => {
    expect(
      readSessionAccount({
        namespace: 'eip155',
        accounts: [`eip155:1:${a}`, `eip155:10:${b}`, `eip155:10:${a}`],
        network: optimism,
      }),
    ).toEqual({
      address: b,
      chainId: 10,
      accounts: [
        { namespace: 'eip155', address: b, type: 'eoa' },
        { namespace: 'eip155', address: a, type: 'eoa' },
      ],
    })
  })

  test("otherwise the wallet's first chain", () => {
    expect(
      readSessionAccount({ namespace: 'eip155', accounts: [`eip155:10:${a}`], network: mainnet }),
    ).toMatchObject({ address: a, chainId: 10 })
  })

  test('keeps a non-EVM chain reference as a string', () => {
    expect(
      readSessionAccount({
        namespace: 'solana',
        accounts: [
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        ],
        network: undefined,
      }),
    ).toMatchObject({ chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })

  test('skips other namespaces, malformed ids and EVM addresses that are not 20 bytes', () => {
    expect(
      readSessionAccount({
        namespace: 'eip155',
        accounts: [
          `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${a}`,
          `eip155:01:${a}`,
          'eip155:1:0x1234',
          `eip155:1:${a}:extra`,
          `eip155:1:${b}`,
        ],
        network: undefined,
      }),
    ).toMatchObject({ address: b, accounts: [{ address: b }] })
    expect(
      readSessionAccount({
        namespace: 'eip155',
        accounts: ['eip155:1:0x1234'],
        network: undefined,
      }),
    ).toBeUndefined()
  })
})
