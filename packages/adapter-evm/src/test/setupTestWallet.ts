import { createEvmAdapter, type EvmAdapterOptions } from '../createEvmAdapter.js'
import { installWallet, walletInfo } from './announceWallet.js'
import { createMockProvider, type MockHandler } from './createMockProvider.js'
import { createTestContext, mainnet } from './fixtures.js'

export const testConnectorId = 'com.example.wallet'

/**
 * An adapter that has run `setup` with one installed wallet (a mock provider). `cleanup` tears
 * both down; call it after each test.
 */
export function setupTestWallet(
  options: EvmAdapterOptions = {},
  overrides: Record<string, MockHandler> = {},
) {
  const provider = createMockProvider(overrides)
  const info = walletInfo({ name: 'Example Wallet', rdns: testConnectorId })
  const uninstall = installWallet({ info, provider })
  const context = createTestContext()
  const adapter = createEvmAdapter(options)
  const teardown = adapter.setup(context)
  return {
    adapter,
    provider,
    info,
    events: context.events,
    connect: () => adapter.connect({ connectorId: testConnectorId, network: mainnet }),
    cleanup() {
      teardown()
      uninstall()
    },
  }
}
