import { readFileSync } from 'node:fs'

export type WatchParentParameters = {
  /** Called once, when the parent or the leader of this process's group has ended. */
  onGone: () => void
  /** Milliseconds between checks; 200 by default. */
  interval?: number | undefined
  /**
   * More processes whose end counts as the end of the command that started this one
   * (`--stop-with`): a launcher that is neither the parent nor the group's leader, as a test
   * runner that starts this process through a shell of its own.
   */
  processes?: readonly number[] | undefined
}

/**
 * Notices when the command that started this process is gone: its parent ended (it was adopted),
 * or the leader of its process group (the root of `npm run …` in a shell) ended. Node does not
 * see this by itself, so a stack whose parent was killed would otherwise run on. Returns the
 * unsubscribe; the timer never keeps the process alive.
 */
export function watchParent({
  onGone,
  interval = 200,
  processes = [],
}: WatchParentParameters): () => void {
  const parent = process.ppid
  const start = readStat(process.pid)
  // A group whose leader has already ended when we start is not ours to follow.
  const leader = start && start.pgrp !== process.pid && isAlive(start.pgrp) ? start.pgrp : undefined
  const timer = setInterval(() => {
    const current = readStat(process.pid)
    const parentGone = current ? current.ppid !== parent : !isAlive(parent)
    const leaderGone = leader !== undefined && !isAlive(leader)
    if (parentGone || leaderGone || processes.some((pid) => !isAlive(pid))) {
      clearInterval(timer)
      onGone()
    }
  }, interval)
  timer.unref()
  return () => clearInterval(timer)
}

type Stat = { state: string; ppid: number; pgrp: number }

/** Fields of `/proc/<pid>/stat` (Linux); undefined where there is no procfs or no such process. */
function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name is in parentheses and may contain spaces; the fields follow the last ')'.
    const [state = '', ppid = '', pgrp = ''] = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { state, ppid: Number(ppid), pgrp: Number(pgrp) }
  } catch {
    return undefined
  }
}

/** Whether `pid` runs; a zombie (ended, not yet reaped) counts as gone. */
export function isAlive(pid: number): boolean {
  const stat = readStat(pid)
  if (stat) return stat.state !== 'Z' && stat.state !== 'X'
  try {
    process.kill(pid, 0)
    return process.platform !== 'linux'
  } catch {
    return false
  }
}
