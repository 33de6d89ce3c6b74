import { defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { busyMachineTimeouts, noNetwork, sourceConditions } from '../../vitest.shared.js'

/** The test files that mock modules, each with a module registry of its own. */
export default defineProject({
  ...sourceConditions,
  test: {
    ...busyMachineTimeouts,
    name: 'core (isolated)',
    environment: 'node',
    setupFiles: [...busyMachineTimeouts.setupFiles, noNetwork],
    include: testsOwningModules(import.meta.url),
  },
})
