import { expect, test } from 'vitest'
import { ChainNotServedError } from '../errors/config.js'
import { devnetChains, unrequestedChain } from './devnetChains.js'
import { rpcUrlFor } from './rpcUrlFor.js'

test('builds the default URL of each served chain', () => {
  expect(devnetChains.map((chain) => rpcUrlFor(chain))).toEqual([
    'http://127.0.0.1:8545',
    'http://127.0.0.1:8546',
    'http://127.0.0.1:8547',
    'http://127.0.0.1:8548',
  ])
  expect(rpcUrlFor({ chainId: 1, port: 9000 }, '::1')).toBe('http://[::1]:9000')
})

test('refuses the chain no anvil serves', () => {
  expect(() => rpcUrlFor(unrequestedChain)).toThrow(ChainNotServedError)
})
