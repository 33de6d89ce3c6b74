import { InvalidOptionsError } from '@kit/core/modules/errors/network'
import { afterEach, expect, expectTypeOf, test, vi } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import type { BitcoinConnector } from './exports/index.js'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

test('new BitcoinAdapter() is the Bitcoin adapter; AppKit’s projectId and networks are taken from createAppKit', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const adapter = new BitcoinAdapter({ projectId: 'abc', networks: [{ id: 'x' }], feeRate: 5 })
  expect(adapter.namespace).toBe('bip122')
  expect(Object.keys(adapter).sort()).toEqual(Object.keys(createBitcoinAdapter()).sort())
  expect(new BitcoinAdapter().namespace).toBe('bip122')
  expect(warn).not.toHaveBeenCalled()
})

test('Kit’s options are checked as createBitcoinAdapter checks them', () => {
  expect(() => new BitcoinAdapter({ projectId: 'abc', feeRate: 0 })).toThrow(InvalidOptionsError)
  expect(() => new BitcoinAdapter({ timeout: 0 })).toThrow('Invalid timeout')
})

test('AppKit’s `api` is accepted and named in a development warning, silent in production', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const api = { getUTXOs: async () => [] }
  expect(new BitcoinAdapter({ projectId: 'abc', api }).namespace).toBe('bip122')
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0]?.[0]).toContain(
    '`api` of `new BitcoinAdapter()` is accepted but not applied',
  )
  vi.stubEnv('NODE_ENV', 'production')
  new BitcoinAdapter({ projectId: 'abc', api })
  expect(warn).toHaveBeenCalledTimes(1)
})

test('BitcoinConnector is the provider useAppKitProvider("bip122") gives, with AppKit’s methods', () => {
  expectTypeOf<BitcoinConnector['signMessage']>().parameter(0).toMatchTypeOf<{
    address: string
    message: string
  }>()
  expectTypeOf<BitcoinConnector['sendTransfer']>().returns.resolves.toBeString()
  expectTypeOf<BitcoinConnector['signPSBT']>().returns.resolves.toMatchTypeOf<{ psbt: string }>()
  expectTypeOf<ReturnType<BitcoinAdapter['getProvider']>>().toEqualTypeOf<
    BitcoinConnector | undefined
  >()
  // AppKit's parameter types, reached through the name.
  expectTypeOf<BitcoinConnector.SignPSBTParams>().toEqualTypeOf<
    Parameters<BitcoinConnector['signPSBT']>[0]
  >()
  expectTypeOf<BitcoinConnector.SendTransferParams>().toEqualTypeOf<{
    recipient: string
    amount: string
  }>()
  expectTypeOf<BitcoinConnector.AccountAddress['purpose']>().toEqualTypeOf<'payment' | 'ordinal'>()
  // AppKit's sign inputs carry sighashTypes.
  expectTypeOf<{
    psbt: string
    signInputs: { address: string; index: number; sighashTypes: number[] }[]
    broadcast: boolean
  }>().toMatchTypeOf<BitcoinConnector.SignPSBTParams>()
})
