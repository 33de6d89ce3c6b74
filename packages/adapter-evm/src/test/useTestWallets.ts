import { afterEach } from 'vitest'
import { setupTestWallet } from './setupTestWallet.js'

/**
 * For a test file: returns `wallet(...)`, which runs `setupTestWallet` and tears the wallet down
 * after the test that made it.
 * @example const wallet = useTestWallets(); const { adapter, connect } = wallet()
 */
export function useTestWallets() {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
  return (...args: Parameters<typeof setupTestWallet>) => {
    const test = setupTestWallet(...args)
    cleanups.push(test.cleanup)
    return test
  }
}
