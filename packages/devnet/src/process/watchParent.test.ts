import { spawn } from 'node:child_process'
import { expect, test, vi } from 'vitest'
import { isAlive, watchParent } from './watchParent.js'

/** A process that runs until killed. */
function startSleeper() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  if (child.pid === undefined) throw new Error('the sleeper did not start')
  return { child, pid: child.pid }
}

test('a process given to watch ends: onGone is called once, not before', async () => {
  const { child, pid } = startSleeper()
  const onGone = vi.fn()
  const stop = watchParent({ onGone, interval: 20, processes: [pid] })
  try {
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(onGone).not.toHaveBeenCalled()
    child.kill('SIGKILL')
    await vi.waitFor(() => expect(onGone).toHaveBeenCalledOnce(), { timeout: 5_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(onGone).toHaveBeenCalledOnce()
  } finally {
    stop()
    child.kill('SIGKILL')
  }
})

test('while this process, its parent and the watched process run, nothing is called', async () => {
  const { child, pid } = startSleeper()
  const onGone = vi.fn()
  const stop = watchParent({ onGone, interval: 20, processes: [pid] })
  await new Promise((resolve) => setTimeout(resolve, 200))
  stop()
  child.kill('SIGKILL')
  await new Promise((resolve) => setTimeout(resolve, 100))
  // Unsubscribed before the kill: the end of the process is not reported.
  expect(onGone).not.toHaveBeenCalled()
})

test('isAlive: this process runs; an ended one and an impossible id do not', async () => {
  expect(isAlive(process.pid)).toBe(true)
  const { child, pid } = startSleeper()
  expect(isAlive(pid)).toBe(true)
  child.kill('SIGKILL')
  // Killed but not yet reaped (a zombie) already counts as ended.
  await vi.waitFor(() => expect(isAlive(pid)).toBe(false), { timeout: 5_000 })
  expect(isAlive(2_147_483_647)).toBe(false)
})
