import { configDefaults, defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { busyMachineTimeouts, noNetwork, sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  test: {
    ...busyMachineTimeouts,
    name: 'core',
    environment: 'node',
    setupFiles: [...busyMachineTimeouts.setupFiles, noNetwork],
    // Files share one module registry per worker; those that mock modules run in
    // vitest.isolated.config.ts instead.
    isolate: false,
    exclude: [...configDefaults.exclude, ...testsOwningModules(import.meta.url)],
  },
})
