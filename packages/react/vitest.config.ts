import { defineProject } from 'vitest/config'
import { noNetwork, sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'react',
    environment: 'jsdom',
    setupFiles: [noNetwork],
    // The major version of React the tests run on; vitest.react18.config.ts runs them on 18.
    provide: { reactMajor: 19 },
  },
})
