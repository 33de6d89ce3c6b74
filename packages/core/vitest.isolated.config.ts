import { defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { busyMachineTimeouts, sourceConditions } from '../../vitest.shared.js'
import { coreSetupFiles } from './vitest.config.js'

/** The test files that mock modules, each with a module registry of its own. */
export default defineProject({
  ...sourceConditions,
  test: {
    ...busyMachineTimeouts,
    name: 'core (isolated)',
    environment: 'node',
    setupFiles: coreSetupFiles,
    include: testsOwningModules(import.meta.url),
  },
})
