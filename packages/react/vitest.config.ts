import { defineProject } from 'vitest/config'
import { noNetwork, sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  test: { name: 'react', environment: 'jsdom', setupFiles: [noNetwork] },
})
