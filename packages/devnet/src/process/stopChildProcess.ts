import type { ChildProcess } from 'node:child_process'

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopChildProcess(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (hasExited(child)) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const grace = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs)
  })
  const outcome = await Promise.race([exited, grace])
  clearTimeout(timer)
  if (outcome === 'timeout' && !hasExited(child)) {
    child.kill('SIGKILL')
    await exited
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null || child.pid === undefined
}
