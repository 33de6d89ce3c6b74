import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'devnet',
    environment: 'node',
    testTimeout: 30_000,
  },
})
