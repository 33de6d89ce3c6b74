import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'blockchain-api', environment: 'node' },
})
