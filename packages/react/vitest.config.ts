import { defineProject } from 'vitest/config'
import { busyMachineTimeouts, noNetwork, sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'react',
    environment: 'jsdom',
    ...busyMachineTimeouts,
    setupFiles: [noNetwork, new URL('./vitest.setup.ts', import.meta.url).pathname],
    // The major version of React the tests run on; vitest.react18.config.ts runs them on 18.
    provide: { reactMajor: 19 },
  },
})
