import * as viemChains from 'viem/chains'
import { expect, test } from 'vitest'
import * as entry from './networks.js'

test('public surface: the viem chain names, and these', () => {
  const kitOwn = Object.keys(entry).filter((name) => !(name in viemChains))
  expect(kitOwn.sort()).toMatchInlineSnapshot(`
    [
      "AVAILABLE_NAMESPACES",
      "bitcoin",
      "bitcoinTestnet",
      "defineChain",
      "defineNetwork",
      "solana",
      "solanaDevnet",
      "solanaTestnet",
    ]
  `)
  expect(Object.keys(entry).length).toBe(Object.keys(viemChains).length + kitOwn.length)
})
