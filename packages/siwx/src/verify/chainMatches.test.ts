import { expect, test } from 'vitest'
import { chainMatches } from './chainMatches.js'

test('the same reference matches, in every namespace', () => {
  expect(chainMatches({ namespace: 'eip155', chainId: '1', reference: '1' })).toBe(true)
  expect(chainMatches({ namespace: 'eip155', chainId: '1', reference: '10' })).toBe(false)
  expect(
    chainMatches({
      namespace: 'bip122',
      chainId: 'mainnet',
      reference: '000000000019d6689c085ae165831e93',
    }),
  ).toBe(false)
})

test("a Solana cluster name matches its genesis hash's reference (current or deprecated)", () => {
  const mainnet = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  expect(chainMatches({ namespace: 'solana', chainId: 'mainnet', reference: mainnet })).toBe(true)
  expect(
    chainMatches({
      namespace: 'solana',
      chainId: 'solana:mainnet',
      reference: '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
    }),
  ).toBe(true)
  expect(chainMatches({ namespace: 'solana', chainId: 'devnet', reference: mainnet })).toBe(false)
  expect(chainMatches({ namespace: 'solana', chainId: 'localnet', reference: mainnet })).toBe(false)
  expect(
    chainMatches({
      namespace: 'solana',
      chainId: 'localnet',
      reference: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
    }),
  ).toBe(true)
  expect(
    chainMatches({
      namespace: 'solana',
      chainId: 'mainnet',
      reference: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
    }),
  ).toBe(false)
  expect(chainMatches({ namespace: 'solana', chainId: 'toString', reference: 'toString' })).toBe(
    true,
  )
  expect(chainMatches({ namespace: 'solana', chainId: 'localnet', reference: 'toString' })).toBe(
    true,
  )
})
