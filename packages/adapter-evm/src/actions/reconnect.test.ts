// @vitest-environment jsdom
import { ConnectorNotFoundError } from '@kit/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { announceWallet, walletInfo } from '../test/announceWallet.js'
import { createMockProvider, testAccountChecksummed } from '../test/createMockProvider.js'
import { createTestContext } from '../test/fixtures.js'
import { setupTestWallet, testConnectorId } from '../test/setupTestWallet.js'

const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.useRealTimers()
})

describe('reconnect', () => {
  test('restores the connection with eth_accounts, without a prompt', async () => {
    const { adapter, provider, events, cleanup } = setupTestWallet()
    cleanups.push(cleanup)
    const result = await adapter.reconnect({ connectorId: testConnectorId })
    expect(result).toMatchObject({ address: testAccountChecksummed, chainId: 1 })
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_accounts', 'eth_chainId'])
    provider.emit('chainChanged', '0x89')
    expect(events.at(-1)).toEqual({
      type: 'chainChanged',
      connectorId: testConnectorId,
      chainId: 137,
    })
  })

  test('gives undefined when the wallet no longer grants access', async () => {
    const { adapter, provider, cleanup } = setupTestWallet({}, { eth_accounts: () => [] })
    cleanups.push(cleanup)
    await expect(adapter.reconnect({ connectorId: testConnectorId })).resolves.toBeUndefined()
    expect(provider.listenerCount()).toBe(0)
  })

  test('waits for a wallet that announces after the page started', async () => {
    vi.useFakeTimers()
    const adapter = createEvmAdapter()
    cleanups.push(adapter.setup(createTestContext()))
    const pending = adapter.reconnect({ connectorId: 'io.slow.wallet' })
    await vi.advanceTimersByTimeAsync(400)
    announceWallet({ info: walletInfo({ rdns: 'io.slow.wallet' }), provider: createMockProvider() })
    await expect(pending).resolves.toMatchObject({ address: testAccountChecksummed })
  })

  test('a wallet that never shows up is ConnectorNotFoundError', async () => {
    vi.useFakeTimers()
    const adapter = createEvmAdapter()
    cleanups.push(adapter.setup(createTestContext()))
    const settled = expect(
      adapter.reconnect({ connectorId: 'io.gone.wallet' }),
    ).rejects.toBeInstanceOf(ConnectorNotFoundError)
    await vi.advanceTimersByTimeAsync(1000)
    await settled
  })
})
