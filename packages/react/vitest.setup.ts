import { cleanup, configure } from '@testing-library/react'
import { afterAll, vi } from 'vitest'
import { busyMachineWait } from '../../vitest.busyMachine.js'

// Testing Library's `waitFor` and `findBy…` wait as long as `vi.waitFor` does.
configure({ asyncUtilTimeout: busyMachineWait })

// Test files share a worker's jsdom window (vitest.config.ts): each leaves it as it found it, so
// no file sees another's trees, storage, timers or page attributes.
// (Files that ask for the node environment have no window.)
afterAll(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  const left = typeof document === 'undefined' ? 0 : emptyTheWindow()
  // A file must not end with an import in flight (the modal's code, which buttons load once the
  // page is idle, say): cut off when vitest closes the file's channel, the module would stay failed
  // for every later file in this worker.
  await vi.dynamicImportSettled()
  if (left > 0)
    throw new Error(`${left} element(s) left in the body once the file's trees were unmounted`)
})

/** Unmounts the file's trees and empties the window; returns how many elements outlived them. */
function emptyTheWindow(): number {
  cleanup()
  // A tree Testing Library did not render (a modal mounted by createAppKit, say) must be gone
  // too: left mounted, its timers fire into the next file's window, or after this one is gone.
  const left = document.body.childElementCount
  localStorage.clear()
  sessionStorage.clear()
  document.body.replaceChildren()
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name)
  }
  return left
}
