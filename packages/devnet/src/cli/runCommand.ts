import { spawn } from 'node:child_process'
import { guardChildren } from '../process/killOnExit.js'
import { startGuardian } from '../process/startGuardian.js'
import { startDevnet } from '../stack/startDevnet.js'
import { loadSignInVerifier } from './loadSignInVerifier.js'
import { exitCodeOf, onStopRequest, type StopSignal } from './stopSignals.js'
import { toConfigJson } from './toConfigJson.js'

export type RunCommandParameters = {
  freePorts: boolean
  commandLine: readonly string[]
  /** The path of a module exporting `verifySignIn` (see `loadSignInVerifier`). */
  signIn?: string | undefined
  /** A process whose end stops the command and the stack (`--stop-with`). */
  stopWith?: number | undefined
}

/** How long the command and the stack get to stop before they are killed. */
const stopGraceMs = 1_200

/**
 * `kit-devnet run -- cmd`: runs `cmd` against a fresh stack and resolves with its exit code
 * once the stack is stopped again. A stop signal, the end of the command that started
 * `kit-devnet` or the end of the process `stopWith` stops both; if `kit-devnet` itself is
 * killed, a guardian process stops them.
 */
export async function runCommand({
  freePorts,
  commandLine,
  signIn,
  stopWith,
}: RunCommandParameters): Promise<number> {
  const verifySignIn = signIn === undefined ? undefined : await loadSignInVerifier(signIn)
  const guardian = startGuardian()
  guardChildren(guardian)
  // Until the command runs, stopping means leaving at once: the `exit` listener and the guardian
  // kill the anvils, and the servers end with this process.
  let requested: StopSignal | undefined
  let onRequest: (signal: StopSignal) => void = (signal) => process.exit(exitCodeOf(signal))
  const unsubscribe = onStopRequest({
    onStop: (signal) => {
      requested = signal
      onRequest(signal)
    },
    stopWith,
  })

  const devnet = await startDevnet({
    ports: freePorts ? 'free' : 'default',
    handleSignals: false,
    verifySignIn,
  })
  const config = toConfigJson(devnet)
  const [file = '', ...args] = commandLine
  // Its own process group, so a stop reaches the command's children too (a shell's, a watcher's).
  const group = process.platform !== 'win32'
  const child = spawn(file, args, {
    stdio: 'inherit',
    detached: group,
    env: { ...process.env, KIT_DEVNET: config, VITE_KIT_DEVNET: config },
  })
  const target = child.pid !== undefined && group ? -child.pid : child.pid
  if (target !== undefined) guardian.watch(target)
  const signalCommand = (signal: NodeJS.Signals) => {
    try {
      if (target !== undefined) process.kill(target, signal)
    } catch {
      // Already gone.
    }
  }
  onRequest = (signal) => {
    signalCommand(signal)
    // Whatever still runs after the grace period is killed, and this process leaves.
    setTimeout(() => {
      signalCommand('SIGKILL')
      process.exit(exitCodeOf(signal))
    }, stopGraceMs).unref()
  }

  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      process.stderr.write(`kit-devnet: could not run "${file}": ${error.message}\n`)
      resolve(127)
    })
    child.once('exit', (exitCode, signal) => {
      resolve(exitCode ?? (signal ? exitCodeOf(signal) : 1))
    })
  })
  // The command's own children (in its group) go with it.
  signalCommand('SIGTERM')
  if (target !== undefined) guardian.unwatch(target)
  unsubscribe()
  await devnet.stop()
  return requested ? exitCodeOf(requested) : code
}
