import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'devnet',
    environment: 'node',
    testTimeout: 30_000,
  },
})
