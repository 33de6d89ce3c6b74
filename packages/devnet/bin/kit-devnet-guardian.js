#!/usr/bin/env node
// Outlives nothing: `kit-devnet` starts this helper with a pipe on its stdin and writes
// `watch <pid>` / `unwatch <pid>` lines (a negative pid is a process group). When the pipe
// closes, because kit-devnet ended however it ended (even SIGKILL), or when this helper is
// signalled, every watched process gets SIGTERM, then SIGKILL 500 ms later, and this helper exits.
import { createInterface } from 'node:readline'

const watched = new Set()
let stopping = false

function signalAll(signal) {
  for (const pid of watched) {
    try {
      process.kill(pid, signal)
    } catch {
      watched.delete(pid)
    }
  }
}

function stopAll() {
  if (stopping) return
  stopping = true
  signalAll('SIGTERM')
  if (watched.size === 0) process.exit(0)
  setTimeout(() => {
    signalAll('SIGKILL')
    process.exit(0)
  }, 500)
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const match = /^(watch|unwatch) (-?\d+)$/.exec(line.trim())
  if (!match) return
  const pid = Number(match[2])
  if (match[1] === 'watch') watched.add(pid)
  else watched.delete(pid)
})
process.stdin.on('close', stopAll)
process.stdin.on('error', stopAll)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopAll)
