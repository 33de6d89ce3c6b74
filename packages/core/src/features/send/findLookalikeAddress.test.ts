import { fc, propertyTest } from '@kit/fuzz'
import { describe, expect, it } from 'vitest'
import { findLookalikeAddress } from './findLookalikeAddress.js'

const known = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const lookalike = '0xf39f000000000000000000000000000000002266'

describe('findLookalikeAddress', () => {
  it('flags an EVM address with the same first 4 and last 4 hex digits as a known one', () => {
    expect(findLookalikeAddress({ namespace: 'eip155', receiver: lookalike, known: [known] })).toBe(
      known,
    )
  })

  it('does not flag the known address itself, in any case, nor an unrelated one', () => {
    expect(
      findLookalikeAddress({ namespace: 'eip155', receiver: known.toLowerCase(), known: [known] }),
    ).toBeUndefined()
    expect(
      findLookalikeAddress({
        namespace: 'eip155',
        receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        known: [known],
      }),
    ).toBeUndefined()
    expect(
      findLookalikeAddress({
        namespace: 'eip155',
        receiver: '0xf39f00000000000000000000000000000000226a',
        known: [known],
      }),
    ).toBeUndefined()
  })

  it('reads Solana addresses as they are and bech32 after the witness version', () => {
    const sol = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const solLike = '7S3PzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzAaKv'
    expect(findLookalikeAddress({ namespace: 'solana', receiver: solLike, known: [sol] })).toBe(sol)
    expect(
      findLookalikeAddress({ namespace: 'solana', receiver: sol.toLowerCase(), known: [sol] }),
    ).toBeUndefined()
    const btc = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const btcLike = 'bcrt1qw508zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzt080'
    expect(findLookalikeAddress({ namespace: 'bip122', receiver: btcLike, known: [btc] })).toBe(btc)
    // Every regtest address starts `bcrt1q`: that part alone does not make a lookalike.
    expect(
      findLookalikeAddress({
        namespace: 'bip122',
        receiver: 'bcrt1qzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzt080',
        known: [btc],
      }),
    ).toBeUndefined()
  })
})

propertyTest(
  'findLookalikeAddress only ever names a known address that differs from the receiver',
  [
    fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    fc.array(fc.stringMatching(/^0x[0-9a-f]{40}$/), { maxLength: 5 }),
  ],
  (receiver, addresses) => {
    const found = findLookalikeAddress({ namespace: 'eip155', receiver, known: addresses })
    if (found === undefined) return
    expect(addresses).toContain(found)
    expect(found.toLowerCase()).not.toBe(receiver.toLowerCase())
    expect(found.slice(2, 6)).toBe(receiver.toLowerCase().slice(2, 6))
  },
)
