// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { setupTestWallet, testConnectorId } from '../test/setupTestWallet.js'

let cleanup = () => {}

afterEach(() => cleanup())

test('returns the announced EIP-1193 provider, and undefined for an unknown connector', () => {
  const wallet = setupTestWallet()
  cleanup = wallet.cleanup
  expect(wallet.adapter.getProvider({ connectorId: testConnectorId })).toBe(wallet.provider)
  expect(wallet.adapter.getProvider({ connectorId: 'io.unknown' })).toBeUndefined()
})
