import { configDefaults, defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'devnet',
    environment: 'node',
    testTimeout: 30_000,
    // Files share one module registry per worker; those that mock modules or patch the module
    // loader run in vitest.isolated.config.ts instead.
    isolate: false,
    exclude: [
      ...configDefaults.exclude,
      ...testsOwningModules(import.meta.url, ['src', 'mobile-wallet/src']),
    ],
  },
})
