import { defineProject } from 'vitest/config'
import { busyMachineTimeouts, sourceConditions } from '../../vitest.shared.js'

export default defineProject({
  ...sourceConditions,
  test: { ...busyMachineTimeouts, name: 'adapter-wagmi', environment: 'jsdom' },
})
