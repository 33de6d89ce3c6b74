import { vi } from 'vitest'

/**
 * How long a test waits for something to happen (`vi.waitFor` here, Testing Library's `waitFor`
 * and `findBy…` in @kit/react's setup). Both give up after 1 s by default; CI runs the unit tests
 * beside two app builds on two cores, where code that loads in 50 ms alone can take longer. A test
 * that waits for something that never comes still fails, later.
 */
export const busyMachineWait = 5_000

// `vi` outlives a file when files share a worker: wrap its own `waitFor` once, not once per file.
const ownWaitFor = Symbol.for('vitest.busyMachine.waitFor')
const patched = vi as typeof vi & { [ownWaitFor]?: typeof vi.waitFor }
patched[ownWaitFor] ??= vi.waitFor
const waitFor = patched[ownWaitFor]
patched.waitFor = ((callback, options = {}) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: busyMachineWait, ...options },
  )) as typeof vi.waitFor
