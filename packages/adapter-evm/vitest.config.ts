import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  test: { name: 'adapter-evm', environment: 'node' },
})
