import { describe, expect, it } from 'vitest'
import { InvalidAccountsError } from '../errors/wallet.js'
import { readSessionAccounts } from './readSessionAccounts.js'

const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const b = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('readSessionAccounts', () => {
  it('reads distinct addresses and chains in the wallet order', () => {
    expect(
      readSessionAccounts({
        eip155: { accounts: [`eip155:10:${a}`, `eip155:1:${a}`, `eip155:10:${b}`] },
      }),
    ).toEqual({ addresses: [a, b], chainIds: [10, 1] })
  })

  it('skips entries that are not eip155 CAIP-10 accounts', () => {
    expect(
      readSessionAccounts({
        eip155: {
          accounts: [
            `eip155:01:${a}`,
            `eip155:1:${a}:extra`,
            'eip155:1:0x1234',
            `solana:1:${a}`,
            `eip155:0x1:${b}`,
            `eip155:42161:${b}`,
          ],
        },
      }),
    ).toEqual({ addresses: [b], chainIds: [42161] })
  })

  it('throws a typed error when nothing usable is approved', () => {
    expect(() => readSessionAccounts({})).toThrow(InvalidAccountsError)
    expect(() => readSessionAccounts({ eip155: { accounts: ['nonsense'] } })).toThrow(
      InvalidAccountsError,
    )
  })
})
