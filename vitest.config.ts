import { defineConfig } from 'vitest/config'
import { sourceConditions } from './vitest.shared.js'

export default defineConfig({
  ...sourceConditions,
  test: {
    // Each package's vitest.config.ts, and @kit/react's tests once more on React 18.3.
    projects: ['packages/*', 'packages/react/vitest.react18.config.ts'],
  },
})
