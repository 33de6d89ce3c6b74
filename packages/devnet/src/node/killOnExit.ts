import type { ChildProcess } from 'node:child_process'

const children = new Set<ChildProcess>()
let installed = false

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
  return () => {
    children.delete(child)
  }
}
