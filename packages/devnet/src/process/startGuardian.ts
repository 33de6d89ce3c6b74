import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { findPackageRoot } from './findPackageRoot.js'

export type Guardian = {
  /** Kills `pid` (a negative pid: that process group) if this process ends without stopping it. */
  watch: (pid: number) => void
  /** Forgets `pid` once it is stopped, so a reused pid is never killed. */
  unwatch: (pid: number) => void
}

/**
 * Starts `bin/kit-devnet-guardian.js`, a helper that outlives this process by at most a second:
 * when this process ends, even by SIGKILL, its pipe closes and the helper kills every watched
 * process. It never keeps this process alive.
 */
export function startGuardian(): Guardian {
  const script = join(findPackageRoot(), 'bin', 'kit-devnet-guardian.js')
  // Its own process group: a runner that kills this process's group (SIGKILL) leaves the helper
  // to clean up after it.
  const helper = spawn(process.execPath, [script], {
    stdio: ['pipe', 'ignore', 'inherit'],
    detached: process.platform !== 'win32',
  })
  helper.unref()
  const input = helper.stdin
  // The pipe is the signal: it must not hold the event loop open, and a helper that is already
  // gone must not crash this process with EPIPE.
  ;(input as unknown as { unref?: () => void }).unref?.()
  input.on('error', () => {})
  const send = (line: string) => {
    if (!input.destroyed) input.write(`${line}\n`)
  }
  return {
    watch: (pid) => send(`watch ${pid}`),
    unwatch: (pid) => send(`unwatch ${pid}`),
  }
}
