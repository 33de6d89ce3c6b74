import { configDefaults, defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { busyMachineTimeouts, noNetwork, sourceConditions } from '../../vitest.shared.js'

/** Both core projects' set-up: busy-machine waits, no network, the lazy actions loaded first. */
export const coreSetupFiles = [
  ...busyMachineTimeouts.setupFiles,
  noNetwork,
  new URL('./src/test/loadLazyActionsFirst.ts', import.meta.url).pathname,
]

export default defineProject({
  ...sourceConditions,
  test: {
    ...busyMachineTimeouts,
    name: 'core',
    environment: 'node',
    setupFiles: coreSetupFiles,
    // Files share one module registry per worker; those that mock modules run in
    // vitest.isolated.config.ts instead.
    isolate: false,
    exclude: [...configDefaults.exclude, ...testsOwningModules(import.meta.url)],
  },
})
