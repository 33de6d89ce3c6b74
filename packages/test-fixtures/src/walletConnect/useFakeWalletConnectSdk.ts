import { beforeEach, type Mock } from 'vitest'
import {
  createFakeUniversalProvider,
  type FakeUniversalProvider,
} from './createFakeUniversalProvider.js'

/** What `useFakeWalletConnectSdk` hands a test file. */
export type FakeWalletConnectSdk = {
  /** The provider the SDK's `init` resolves with in the running test; a fresh one each test. */
  readonly fake: FakeUniversalProvider
}

/**
 * Backs a test file's mocked WalletConnect SDK with a fresh `FakeUniversalProvider` before each
 * test. Call it at the top of the file; the file itself keeps the hoisted `sdk` and its `vi.mock`
 * of the SDK package (a `vi.mock` only applies to the file that calls it).
 * @example
 * const sdk = vi.hoisted(() => ({ init: vi.fn() }))
 * vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: sdk }))
 * const wc = useFakeWalletConnectSdk(sdk)
 * // in a test: const pairing = await wc.fake.nextPairing(); pairing.approve()
 */
export function useFakeWalletConnectSdk(sdk: { init: Mock }): FakeWalletConnectSdk {
  // Replaced before each test, so no test sees what another did to it.
  let fake = createFakeUniversalProvider()
  beforeEach(() => {
    const provider = createFakeUniversalProvider()
    fake = provider
    sdk.init.mockReset()
    sdk.init.mockImplementation(async () => provider)
  })
  return {
    get fake() {
      return fake
    },
  }
}
