import { expect, test } from 'vitest'
import * as entry from './networks.js'

test('public surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "arbitrum",
      "base",
      "defineNetwork",
      "mainnet",
      "optimism",
      "polygon",
      "sepolia",
    ]
  `)
})
