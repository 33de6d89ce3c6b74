import { configDefaults, defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { busyMachineTimeouts, noNetwork, sourceConditions } from '../../vitest.shared.js'

/** What every React test file runs with, isolated or not. */
export const reactTests = {
  environment: 'jsdom' as const,
  ...busyMachineTimeouts,
  setupFiles: [
    ...busyMachineTimeouts.setupFiles,
    noNetwork,
    new URL('./vitest.setup.ts', import.meta.url).pathname,
  ],
  // The major version of React the tests run on; vitest.react18.config.ts runs them on 18.
  provide: { reactMajor: 19 },
}

export default defineProject({
  ...sourceConditions,
  test: {
    ...reactTests,
    name: 'react',
    // Files share one worker, its module registry and its jsdom window (React, Testing Library
    // and the modal load once per worker, not once per file); vitest.setup.ts leaves the window
    // empty after each file. Those that mock modules run in vitest.isolated.config.ts instead.
    isolate: false,
    exclude: [...configDefaults.exclude, ...testsOwningModules(import.meta.url)],
  },
})
