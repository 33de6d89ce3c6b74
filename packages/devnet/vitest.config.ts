import { configDefaults, defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { busyMachineTimeouts, sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'devnet',
    environment: 'node',
    ...busyMachineTimeouts,
    // Files share one module registry per worker; those that mock modules or patch the module
    // loader run in vitest.isolated.config.ts instead.
    isolate: false,
    exclude: [
      ...configDefaults.exclude,
      ...testsOwningModules(import.meta.url, ['src', 'mobile-wallet/src']),
    ],
  },
})
