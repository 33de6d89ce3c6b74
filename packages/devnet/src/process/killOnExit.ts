import type { ChildProcess } from 'node:child_process'
import type { Guardian } from './startGuardian.js'

const children = new Set<ChildProcess>()
let installed = false
let guardian: Guardian | undefined

function killAll(): void {
  for (const child of children) child.kill('SIGKILL')
}

/**
 * Kills `child` if this process exits without stopping it, so no anvil outlives its parent.
 * One shared `exit` listener, however many children. Returns the unregister function.
 */
export function killOnExit(child: ChildProcess): () => void {
  if (!installed) {
    process.on('exit', killAll)
    installed = true
  }
  children.add(child)
  const { pid } = child
  if (pid !== undefined) guardian?.watch(pid)
  return () => {
    children.delete(child)
    if (pid !== undefined) guardian?.unwatch(pid)
  }
}

/**
 * Also hands every child registered with {@link killOnExit}, now and later, to `next`, which
 * kills them when this process dies without running `exit` listeners (SIGKILL).
 */
export function guardChildren(next: Guardian): void {
  guardian = next
  for (const { pid } of children) if (pid !== undefined) next.watch(pid)
}
