import { cleanup, configure } from '@testing-library/react'
import { afterAll, vi } from 'vitest'

// `waitFor` and `findBy…` give up after 1 s by default. CI runs these tests beside two app builds on
// two cores, where a render that takes 50 ms alone can take longer. A test that waits for something
// that never comes still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 })

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
