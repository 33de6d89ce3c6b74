// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { InvalidCallsError } from '../errors/calls.js'
import { createMockProvider } from '../test/createMockProvider.js'
import { setupTestWallet, testConnectorId } from '../test/setupTestWallet.js'
import type { Eip1193Provider } from '../types/eip1193.js'
import { guardProvider } from './guardProvider.js'

const target = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let cleanup = () => {}
afterEach(() => cleanup())

describe('guardProvider', () => {
  test('refuses a wallet_sendCalls SPEC §5 forbids without asking the wallet', async () => {
    const wallet = createMockProvider({ wallet_sendCalls: () => ({ id: '0x01' }) })
    const guarded = guardProvider(wallet)
    const refused = guarded.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x1', calls: [{ to: 'deadbeef', data: '0x' }] }],
    })
    await expect(refused).rejects.toBeInstanceOf(InvalidCallsError)
    await expect(refused).rejects.toMatchObject({ code: -32602, callIndex: 0 })
    expect(wallet.calls).toEqual([])
  })

  test('passes valid calls and every other request to the wallet', async () => {
    const wallet = createMockProvider({
      wallet_sendCalls: () => ({ id: '0x01' }),
      eth_chainId: () => '0x1',
    })
    const guarded = guardProvider(wallet)
    const params = [{ version: '2.0.0', chainId: '0x1', calls: [{ to: target, data: '0x00' }] }]
    expect(await guarded.request({ method: 'wallet_sendCalls', params })).toEqual({ id: '0x01' })
    expect(await guarded.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(wallet.calls).toEqual([
      { method: 'wallet_sendCalls', params },
      { method: 'eth_chainId', params: undefined },
    ])
  })

  test("keeps the wallet's own members, its methods running on the wallet", () => {
    class PrivateWallet {
      readonly isExample = true
      #listeners = 0
      request = async () => null
      on() {
        this.#listeners++
        return this.#listeners
      }
    }
    const wallet = new PrivateWallet()
    const guarded = guardProvider(wallet) as unknown as PrivateWallet
    expect(guarded.isExample).toBe(true)
    expect(guarded.on()).toBe(1)
    expect(guarded.on).toBe(guarded.on)
  })

  test('guards a frozen wallet too (its request read-only and not configurable)', async () => {
    const wallet = createMockProvider({ eth_chainId: () => '0x1' })
    const frozen = Object.freeze({
      request: wallet.request,
      on: wallet.on,
      isExample: true,
    }) as typeof wallet & { isExample: boolean }
    const guarded = guardProvider(frozen) as typeof frozen
    expect(await guarded.request({ method: 'eth_chainId' })).toBe('0x1')
    await expect(
      guarded.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '1' }] }] }),
    ).rejects.toBeInstanceOf(InvalidCallsError)
    expect(guarded.isExample).toBe(true)
    expect('on' in guarded).toBe(true)
  })

  test('is what getProvider gives the app once connected', async () => {
    const wallet = setupTestWallet()
    cleanup = wallet.cleanup
    await wallet.connect()
    const provider = wallet.adapter.getProvider({ connectorId: testConnectorId }) as Eip1193Provider
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'x' }] }] }),
    ).rejects.toBeInstanceOf(InvalidCallsError)
    expect(wallet.provider.calls.some((call) => call.method === 'wallet_sendCalls')).toBe(false)
  })
})
