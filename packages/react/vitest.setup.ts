import { cleanup, configure } from '@testing-library/react'
import { afterAll, vi } from 'vitest'
import { busyMachineWait } from '../../vitest.busyMachine.js'

// Testing Library's `waitFor` and `findBy…` wait as long as `vi.waitFor` does.
configure({ asyncUtilTimeout: busyMachineWait })

// Test files share a worker's jsdom window (vitest.config.ts): each leaves it as it found it, so
// no file sees another's trees, storage, timers or page attributes.
// (Files that ask for the node environment have no window.)
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  if (typeof document === 'undefined') return
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  document.body.replaceChildren()
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name)
  }
})
