import { type FakeSession, useFakeWalletConnectSdk } from '@kit/test-fixtures'
import { type Mock, vi } from 'vitest'
import { connect } from '../../actions/connect.js'
import type { Kit } from '../../types/kit.js'

/**
 * The mocked `@walletconnect/universal-provider` for core's WalletConnect tests, backed by a fresh
 * `FakeUniversalProvider` before each test. A test file mocks the SDK package with this module and
 * imports what it needs from it (a `vi.mock` only applies to the file that calls it):
 * @example
 * import { sdk, wc } from './test/mockedWalletConnectSdk.js'
 * vi.mock('@walletconnect/universal-provider', () => import('./test/mockedWalletConnectSdk.js'))
 */
export const sdk: { init: Mock } = { init: vi.fn() }

/** The SDK package's export, as the code under test imports it. */
export const UniversalProvider = sdk

/** The fake provider `sdk.init` resolves with in the running test. */
export const wc = useFakeWalletConnectSdk(sdk)

/** Connects `kit` through WalletConnect, the wallet approving the next pairing with `session`. */
export async function connectApproved(kit: Kit, session?: FakeSession) {
  const result = connect(kit, { connectorId: 'walletConnect' })
  ;(await wc.fake.nextPairing()).approve(session)
  return result
}
