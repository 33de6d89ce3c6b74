import { defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { sourceConditions } from '../../vitest.shared.js'

/** The test files that mock modules or patch the module loader, each with a registry of its own. */
export default defineProject({
  ...sourceConditions,
  test: {
    name: 'devnet (isolated)',
    environment: 'node',
    testTimeout: 30_000,
    include: testsOwningModules(import.meta.url, ['src', 'mobile-wallet/src']),
  },
})
