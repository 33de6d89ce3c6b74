import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { sourceConditions } from './vitest.shared.js'

export default defineConfig({
  ...sourceConditions,
  test: {
    // Each package's vitest.config.ts, @kit/react's tests once more on React 18.3, and the files
    // of @kit/react, @kit/core and @kit/devnet that need a module registry of their own
    // (vitest.isolation.ts).
    projects: [
      'packages/*',
      'packages/react/vitest.isolated.config.ts',
      'packages/react/vitest.react18.config.ts',
      'packages/react/vitest.react18-isolated.config.ts',
      'packages/core/vitest.isolated.config.ts',
      'packages/devnet/vitest.isolated.config.ts',
    ],
    // Vitest leaves one core to its main process; that process is mostly idle once files are
    // transformed, and on a 2-core machine one worker ran the 650 files at 1.1 cores in all.
    maxWorkers: availableParallelism(),
  },
})
