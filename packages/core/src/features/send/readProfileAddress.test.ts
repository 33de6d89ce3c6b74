import { describe, expect, it } from 'vitest'
import { readProfileAddress } from './readProfileAddress.js'

const profile = {
  addresses: {
    '2147483649': { address: '0x1111111111111111111111111111111111111111' },
    '2147483648': { address: '0x2222222222222222222222222222222222222222' },
    '501': { address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' },
  },
}

describe('readProfileAddress', () => {
  it("reads an EVM chain's own coin type, else the default EVM one", () => {
    expect(readProfileAddress(profile, { chainNamespace: 'eip155', id: 1 })).toBe(
      '0x1111111111111111111111111111111111111111',
    )
    expect(readProfileAddress(profile, { chainNamespace: 'eip155', id: 31337 })).toBe(
      '0x2222222222222222222222222222222222222222',
    )
  })

  it('reads Solana at 501 and nothing for Bitcoin here', () => {
    expect(readProfileAddress(profile, { chainNamespace: 'solana', id: 'x' })).toBe(
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    )
    expect(readProfileAddress(profile, { chainNamespace: 'bip122', id: 'x' })).toBeUndefined()
  })

  it('ignores inherited keys and empty addresses', () => {
    expect(
      readProfileAddress(
        { addresses: { '2147483648': { address: '' } } },
        { chainNamespace: 'eip155', id: 1 },
      ),
    ).toBeUndefined()
    expect(
      readProfileAddress(
        { addresses: Object.create({ '0': { address: 'bc1x' } }) },
        { chainNamespace: 'bip122', id: 'x' },
      ),
    ).toBeUndefined()
  })
})
