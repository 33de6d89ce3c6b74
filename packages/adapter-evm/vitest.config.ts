import { defineProject } from 'vitest/config'
import { busyMachineTimeouts, sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  // Files share one module registry per worker: their imports (viem, the WalletConnect SDK, noble)
  // load once instead of once per file; these tests keep no module state and mock nothing globally.
  test: { ...busyMachineTimeouts, isolate: false, name: 'adapter-evm', environment: 'node' },
})
