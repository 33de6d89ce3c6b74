import { defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { busyMachineTimeouts, sourceConditions } from '../../vitest.shared.js'

/** The test files that mock modules or patch the module loader, each with a registry of its own. */
export default defineProject({
  ...sourceConditions,
  test: {
    name: 'devnet (isolated)',
    environment: 'node',
    ...busyMachineTimeouts,
    include: testsOwningModules(import.meta.url, ['src', 'mobile-wallet/src']),
  },
})
