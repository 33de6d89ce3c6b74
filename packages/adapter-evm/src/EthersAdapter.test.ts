import { InvalidOptionsError } from '@kit/core'
import { expect, test } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'
import { EthersAdapter } from './EthersAdapter.js'

test('new EthersAdapter() is the EVM adapter, as createEvmAdapter() makes it', () => {
  const adapter = new EthersAdapter()
  expect(adapter.namespace).toBe('eip155')
  expect(Object.keys(adapter).sort()).toEqual(Object.keys(createEvmAdapter()).sort())
  expect(typeof adapter.connect).toBe('function')
})

test('each call makes its own adapter', () => {
  expect(new EthersAdapter()).not.toBe(new EthersAdapter())
})

test('options reach createEvmAdapter', () => {
  expect(() => new EthersAdapter({ baseFeeMultiplier: 0.5 })).toThrow(InvalidOptionsError)
})
